#pragma once
// The fewest presses in particular + span(kernel) by information sets (the Brouwer-Zimmermann
// bound, for a coset): m disjoint sets of d cells on each of which the kernel is systematic
// (every solution is fixed by its values there). Listing, for w = 0, 1, ..., every solution
// whose values on some set weigh exactly w, a solution not yet listed weighs more than w on
// every set, so at least m (w + 1) in all: once the best listed weighs no more, it is the
// fewest. Fast when the fewest presses are few for the board's size; the Gray-code
// enumeration is the fallback.
//
// Time O(sum over w of m C(d, w) R C / 64) plus O(m d^2 R C / 64) for the sets; memory
// O(m d R C / 64). Status: compared with gray_minimum on seeded random boards of nullity 1
// to 14 (tests/lightsout/stress_test.cpp).

#include <optional>
#include <span>

#include "boardsolve/core/stop_token.hpp"
#include "boardsolve/lightsout.hpp"

namespace boardsolve::lightsout::detail {

/// The smallest press set of the space, or nullopt if proving it would list more than
/// `max_listed` solutions. Precondition: every kernel set is non-zero and they are independent.
/// Throws search_stopped once `stop` is requested, looked at for each pivot of a set and every
/// 64 solutions listed.
std::optional<bit_grid> info_set_minimum(const bit_grid& particular,
                                         std::span<const bit_grid> kernel, long long max_listed,
                                         stop_token stop = {});

}  // namespace boardsolve::lightsout::detail
