#pragma once
// The fewest presses in particular + span(kernel): every element in Gray-code order, so each
// step is one XOR of a kernel press set and a popcount.
//
// Time O(2^d R C / 64), d = kernel.size(); memory O(R C / 64) beyond the inputs. The first
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

/// The work gray_minimum does, in words (2^d R C / 64), saturated at max_enumeration_words + 1.
long long enumeration_words(int dimension, const bit_grid& g);

}  // namespace boardsolve::lightsout::detail
