#pragma once
// The parts of the Python module `boardsolve` (docs/python.md): the text API, which runs the
// four subcommands of the library's puzzle table over texts and gives the command line's
// bytes, and the typed API, one submodule per puzzle over its header. Neither holds puzzle
// logic; both release the GIL while the library works, and Ctrl-C stops a long call
// (stoppable_call.hpp).

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

#include <pybind11/pybind11.h>

#include "boardsolve/declared_options.hpp"

namespace boardsolve::python {

namespace py = pybind11;

/// Adds boardsolve.solve, verify, gen, show, puzzles and the Result type to `m`.
void add_text_api(py::module_& m);
/// Adds the submodules boardsolve.captures, kingjump, pawnchess, toggle and lightsout to `m`.
void add_typed_api(py::module_& m);
/// Fills the submodule boardsolve.lightsout: its solve() and the Solution and Cell types.
void add_lightsout_api(py::module_& lightsout);

/// A namedtuple type `name` with `fields`, made an attribute of `m` (and naming it as its
/// module). The module keeps it alive, so the handle stays valid.
py::handle add_record_type(py::module_& m, const char* name,
                           std::initializer_list<const char*> fields, const char* doc);

/// A record of a type made by add_record_type, with `values` as its fields: made as
/// namedtuple's _make makes it (tuple.__new__), without a call into Python for each record,
/// since answers run to millions of records.
py::object new_record(py::handle type, const py::tuple& values);

/// Pauses Python's cyclic garbage collector while an answer of up to millions of records is
/// made (collections would scan them again and again: two thirds of the time), then restores
/// it. The records hold numbers and strings only, so they make no cycles.
class gc_pause {
 public:
#if PY_VERSION_HEX >= 0x030A0000
  gc_pause() : was_enabled_(PyGC_Disable()) {}
  ~gc_pause() {
    if (was_enabled_) PyGC_Enable();
  }

 private:
  int was_enabled_;
#endif
};

/// A memory bound as the command line's --memory takes it: an int of bytes, or a text such as
/// "512M" or "4G" (units of 1024); None is 0, the puzzle's default. ValueError if malformed,
/// naming the keyword `name`.
std::uint64_t memory_bytes(py::handle memory, std::string_view name = "memory");

/// `value` if it is one of the choices of `declared`; else ValueError in the command line's
/// words, the keyword's name for the option's ("rules: Chess not in {uva,chess}").
std::string checked_choice(const option_declaration& declared, const std::string& value);

}  // namespace boardsolve::python
