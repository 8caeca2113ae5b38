"""Ctrl-C during a long call: SIGINT, sent by the process to itself a second into the solve
of the 7x7 pawnchess start (minutes of search), or of a 8000 x 8000 captures board of the
hard family (a minute of matching searches), raises KeyboardInterrupt within 2 s of the
signal, through the text API and the typed API; a solve in another thread meanwhile is not
stopped and gives the value a solve alone gives."""

import threading
import time

import pytest

import boardsolve

START_7X7 = boardsolve.gen("pawnchess", kind="start", size="7x7").out
START_7X6 = boardsolve.gen("pawnchess", kind="start", size="7x6").out


def board_rows(instance):
    return [line for line in instance.splitlines()[1:] if line]


@pytest.mark.parametrize("face", ["text", "typed"])
def test_ctrl_c_raises_keyboard_interrupt_within_2_s(interrupt_after, face):
    sent = interrupt_after(1.0)
    with pytest.raises(KeyboardInterrupt):
        if face == "text":
            boardsolve.solve("pawnchess", START_7X7, size="7x7")
        else:
            boardsolve.pawnchess.solve(board_rows(START_7X7))
    assert sent, "the call ended before the signal"
    assert time.monotonic() - sent[0] < 2.0


@pytest.fixture(scope="module")
def hard_captures():
    """A captures instance of one 8000 x 8000 board of the hard family (a fraction of a second
    to generate)."""
    return boardsolve.gen("captures", kind="hard", size="8000", seed=1).out


@pytest.mark.parametrize("face", ["text", "typed"])
def test_ctrl_c_stops_a_large_captures_solve_within_2_s(interrupt_after, hard_captures, face):
    rows = board_rows(hard_captures)[1:] if face == "typed" else None
    sent = interrupt_after(1.0)
    with pytest.raises(KeyboardInterrupt):
        if face == "text":
            boardsolve.solve("captures", hard_captures)
        else:
            boardsolve.captures.solve(rows)
    assert sent, "the call ended before the signal"
    assert time.monotonic() - sent[0] < 2.0


def test_a_solve_in_another_thread_goes_on(interrupt_after):
    alone = boardsolve.solve("pawnchess", START_7X6, size="7x6")
    assert (alone.exit_code, alone.out) == (0, "white (39)\n")
    found = []
    other = threading.Thread(
        target=lambda: found.append(boardsolve.solve("pawnchess", START_7X6, size="7x6")))
    sent = interrupt_after(0.2)
    other.start()
    with pytest.raises(KeyboardInterrupt):
        boardsolve.solve("pawnchess", START_7X7, size="7x7")
    assert sent
    other.join()
    assert found == [alone]
