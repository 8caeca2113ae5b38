#pragma once
// The fewest presses in particular + span(kernel): every element in Gray-code order, so each
// step is one XOR of a kernel press set and a popcount, over the cells packed without the
// rows' padding (ceil(R C / 64) words), with the POPCNT instruction where the processor has it
// (popcount_clones.hpp): 0.8 to 0.9 * 10^9 words a second measured on 2 busy cores.
//
// Time O(2^d R C / 64), d = kernel.size(); memory O(d R C / 64) beyond the inputs. The first
// smallest set in Gray-code order is returned, so the answer is the same on every run.
// Status: compared with the baseline's and the brute force's counts on every board of up to
// 12 cells (tests/lightsout/stress_test.cpp).

#include <span>

#include "boardsolve/core/stop_token.hpp"
#include "boardsolve/lightsout.hpp"

namespace boardsolve::lightsout::detail {

/// The smallest press set of the space; precondition kernel.size() < 63. Throws
/// search_stopped once `stop` is requested, looked at every 64 steps.
bit_grid gray_minimum(const bit_grid& particular, std::span<const bit_grid> kernel,
                      stop_token stop = {});

/// The work gray_minimum does: 2^d ceil(R C / 64) words, saturated at
/// max_enumeration_words + 1.
long long enumeration_words(int dimension, const bit_grid& g);

}  // namespace boardsolve::lightsout::detail
