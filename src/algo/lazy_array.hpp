#pragma once
// A zero-filled array whose pages the operating system zeroes on first touch (calloc), so a
// search that visits a few vertices of a huge graph pays for the pages it visits, not for all.

#include <cstddef>
#include <cstdlib>
#include <memory>
#include <new>
#include <type_traits>

namespace boardsolve::algo {

template <class T>
class lazy_array {
  static_assert(std::is_trivial_v<T>, "calloc'd memory holds zero bytes, not constructed objects");

 public:
  explicit lazy_array(std::size_t size) : data_(static_cast<T*>(std::calloc(size, sizeof(T)))) {
    if (size != 0 && !data_) throw std::bad_alloc();
  }
  T& operator[](std::size_t i) { return data_.get()[i]; }
  const T& operator[](std::size_t i) const { return data_.get()[i]; }

 private:
  struct release {
    void operator()(T* p) const { std::free(p); }
  };
  std::unique_ptr<T, release> data_;
};

}  // namespace boardsolve::algo
