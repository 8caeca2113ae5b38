// Solves the statement's example through the installed library and checks the answer.
#include <boardsolve/captures.hpp>

#include <cstdio>
#include <variant>

int main() {
  const auto parsed = boardsolve::captures::parse_instances("1\n3\n.O.\nO.O\n...\n");
  const auto& boards = std::get<0>(parsed);
  const auto answer = boardsolve::captures::solve(boards.at(0));
  std::printf("%zu captures\n", answer.captures.size());
  return answer.captures.size() == 2 ? 0 : 1;
}
