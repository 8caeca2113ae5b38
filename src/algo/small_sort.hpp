#pragma once
// A stable sort for the few moves of one position: insertion sort, in place, no allocation
// (std::stable_sort takes a buffer from the heap on every call). O(n^2) compares, for n up to
// a few dozen.

#include <iterator>
#include <utility>

namespace boardsolve::algo {

/// Sorts [first, last) by `before` (a strict weak order), keeping equal elements in order.
template <class Iterator, class Before>
void small_stable_sort(Iterator first, Iterator last, Before before) {
  if (first == last) return;
  for (Iterator i = std::next(first); i != last; ++i) {
    auto moving = std::move(*i);
    Iterator j = i;
    for (; j != first && before(moving, *std::prev(j)); --j) *j = std::move(*std::prev(j));
    *j = std::move(moving);
  }
}

}  // namespace boardsolve::algo
