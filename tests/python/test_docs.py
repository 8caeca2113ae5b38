"""The Python sessions of docs/python.md (its ```pycon blocks) print what the page shows."""

import doctest
import re

from conftest import SOURCE


def test_the_sessions_of_docs_python_md():
    page = (SOURCE / "docs" / "python.md").read_text()
    blocks = re.findall(r"^```pycon\n(.*?)^```$", page, flags=re.S | re.M)
    assert len(blocks) >= 3
    # One session: the blocks run in order with the same names, as in a notebook.
    test = doctest.DocTestParser().get_doctest("\n".join(blocks), {}, "docs/python.md",
                                               "docs/python.md", 0)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    results = runner.summarize(verbose=False)
    assert results.failed == 0 and results.attempted >= 20
