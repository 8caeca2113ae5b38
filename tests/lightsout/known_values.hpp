#pragma once
// Published values: OEIS A075464, the fewest presses that turn off the all-lit n x n classic
// board, n = 1 .. 54 (the sequence's data section; its b-file goes to n = 78).
#include <array>

namespace boardsolve::lightsout::testing {

inline constexpr std::array<long long, 54> a075464 = {
    1,   4,   5,    4,    15,  28,   33,   40,   25,   44,   55,   72,  105, 56,
    117, 104, 147,  188,  141, 224,  245,  276,  231,  270,  353,  356, 405, 416,
    345, 376, 553,  428,  469, 520,  563,  600,  761,  772,  561,  696, 891, 940,
    953, 772, 1069, 1188, 971, 1096, 1165, 1220, 1317, 1256, 1487, 1400};

}  // namespace boardsolve::lightsout::testing
