// The Python module `boardsolve`: `import boardsolve` with the build's python/ folder on the
// path (docs/python.md).
#include "module.hpp"

namespace boardsolve::python {

py::handle add_record_type(py::module_& m, const char* name,
                           std::initializer_list<const char*> fields, const char* doc) {
  py::list names;
  for (const char* field : fields) names.append(field);
  py::object type = py::module_::import("collections").attr("namedtuple")(name, names);
  type.attr("__module__") = m.attr("__name__");
  type.attr("__doc__") = doc;
  m.attr(name) = type;
  return type;
}

py::object new_record(py::handle type, const py::tuple& values) {
  const py::tuple args = py::make_tuple(values);
  PyObject* record =
      PyTuple_Type.tp_new(reinterpret_cast<PyTypeObject*>(type.ptr()), args.ptr(), nullptr);
  if (!record) throw py::error_already_set();
  return py::reinterpret_steal<py::object>(record);
}

}  // namespace boardsolve::python

PYBIND11_MODULE(boardsolve, m) {
  m.doc() =
      "Exact solvers of grid puzzles (captures, kingjump, pawnchess, toggle, lightsout).\n\n"
      "The text API runs the command line's subcommands over texts and gives its bytes:\n"
      "solve, verify, gen, show. The typed API takes boards as lists of strings or 2-D numpy\n"
      "arrays and returns Python values: boardsolve.captures.solve(board) and so on.";
  m.attr("__version__") = BOARDSOLVE_VERSION;
  boardsolve::python::add_text_api(m);
  boardsolve::python::add_typed_api(m);
}
