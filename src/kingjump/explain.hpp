#pragma once
// Why no king captures every checker, in words and as squares: shared by the text and the SVG
// pictures of `show`.

#include <string>
#include <vector>

#include "boardsolve/kingjump.hpp"

namespace boardsolve::kingjump {

/// "(r,c)", 1-based, as the judge's format counts.
std::string square_name(square s);
/// "the only checker", "both checkers" or "all N checkers".
std::string all_checkers(std::size_t count);
/// The lines that say why `d`, a diagnosis of `b` with no king that captures every checker,
/// holds: "impossible: ..." first, each line ending in a newline.
std::string explain_impossible(const board& b, const diagnosis& d);
/// The squares those lines name as the reason, on the board, each once, in the order named;
/// the corners that name the lattices (lattice_verdict::corner) aside.
std::vector<square> named_squares(const board& b, const diagnosis& d);

}  // namespace boardsolve::kingjump
