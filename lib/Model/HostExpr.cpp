//===- HostExpr.cpp - Launch expressions from the host code --------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Model/HostExpr.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;

namespace lhf {

namespace {

/// A recursive-descent evaluator, one function per C precedence level. The
/// text comes from our own plugin, but may be edited by hand (a launch
/// file): the depth is bounded like any other input.
class Parser {
public:
  Parser(StringRef Text, HostNameLookup Lookup, std::string &Why)
      : S(Text), Lookup(Lookup), Why(Why) {}

  std::optional<int64_t> run() {
    std::optional<int64_t> V = ternary();
    skip();
    if (V && !S.empty())
      return fail("unexpected '" + S.take_front(8).str() + "'");
    return V;
  }

private:
  StringRef S;
  HostNameLookup Lookup;
  std::string &Why;
  unsigned Depth = 0;
  static constexpr unsigned MaxDepth = 64;

  std::nullopt_t fail(const std::string &Reason) {
    if (Why.empty())
      Why = Reason;
    return std::nullopt;
  }
  void skip() { S = S.ltrim(); }
  bool eat(StringRef Tok) {
    skip();
    // "<" must not eat the first half of "<<" or "<=" (nor "&" of "&&").
    if (!S.starts_with(Tok))
      return false;
    StringRef Rest = S.drop_front(Tok.size());
    if (Tok.size() == 1 && !Rest.empty() && StringRef("<>=&|").contains(Tok[0]) &&
        (Rest[0] == Tok[0] || Rest[0] == '='))
      return false;
    if (Tok == "!" && Rest.starts_with("="))
      return false;
    S = Rest;
    return true;
  }

  using Op = std::optional<int64_t> (*)(int64_t, int64_t, std::string &);

  /// One left-associative level: operands from \p Next, operators \p Ops.
  template <size_t N>
  std::optional<int64_t>
  level(std::optional<int64_t> (Parser::*Next)(),
        const std::pair<StringRef, Op> (&Ops)[N]) {
    std::optional<int64_t> L = (this->*Next)();
    while (L) {
      const std::pair<StringRef, Op> *Hit = nullptr;
      for (const auto &O : Ops)
        if (eat(O.first)) {
          Hit = &O;
          break;
        }
      if (!Hit)
        return L;
      std::optional<int64_t> R = (this->*Next)();
      if (!R)
        return std::nullopt;
      std::string Reason;
      L = Hit->second(*L, *R, Reason);
      if (!L)
        return fail(Reason);
    }
    return L;
  }

  /// \p R, or no value when the operation \p Overflowed.
  static std::optional<int64_t> checked(bool Overflowed, int64_t R,
                                        std::string &W) {
    if (Overflowed)
      return W = "overflow", std::nullopt;
    return R;
  }
  static std::optional<int64_t> add(int64_t A, int64_t B, std::string &W) {
    int64_t R;
    bool Overflowed = AddOverflow(A, B, R);
    return checked(Overflowed, R, W);
  }
  static std::optional<int64_t> sub(int64_t A, int64_t B, std::string &W) {
    int64_t R;
    bool Overflowed = SubOverflow(A, B, R);
    return checked(Overflowed, R, W);
  }
  static std::optional<int64_t> mul(int64_t A, int64_t B, std::string &W) {
    int64_t R;
    bool Overflowed = MulOverflow(A, B, R);
    return checked(Overflowed, R, W);
  }
  static std::optional<int64_t> div(int64_t A, int64_t B, std::string &W) {
    if (B == 0 || (A == INT64_MIN && B == -1))
      return W = B ? "overflow" : "division by zero", std::nullopt;
    return A / B;
  }
  static std::optional<int64_t> rem(int64_t A, int64_t B, std::string &W) {
    if (B == 0 || (A == INT64_MIN && B == -1))
      return W = B ? "overflow" : "division by zero", std::nullopt;
    return A % B;
  }
  static std::optional<int64_t> shl(int64_t A, int64_t B, std::string &W) {
    if (B < 0 || B > 62 || A < 0 || (A >> (62 - B)) != 0)
      return W = "overflow", std::nullopt;
    return A << B;
  }
  static std::optional<int64_t> shr(int64_t A, int64_t B, std::string &W) {
    if (B < 0 || B > 63)
      return W = "shift out of range", std::nullopt;
    return A >> B;
  }

  std::optional<int64_t> ternary() {
    if (++Depth > MaxDepth)
      return fail("nested too deeply");
    std::optional<int64_t> C = logicalOr();
    if (C && eat("?")) {
      std::optional<int64_t> T = ternary();
      if (!T || !eat(":"))
        return T ? fail("expected ':'") : std::nullopt;
      std::optional<int64_t> F = ternary();
      if (!F)
        return std::nullopt;
      C = *C ? *T : *F;
    }
    --Depth;
    return C;
  }
  std::optional<int64_t> logicalOr() {
    static const std::pair<StringRef, Op> Ops[] = {
        {"||", [](int64_t A, int64_t B, std::string &) {
           return std::optional<int64_t>(A || B);
         }}};
    return level(&Parser::logicalAnd, Ops);
  }
  std::optional<int64_t> logicalAnd() {
    static const std::pair<StringRef, Op> Ops[] = {
        {"&&", [](int64_t A, int64_t B, std::string &) {
           return std::optional<int64_t>(A && B);
         }}};
    return level(&Parser::bitOr, Ops);
  }
  std::optional<int64_t> bitOr() {
    static const std::pair<StringRef, Op> Ops[] = {
        {"|", [](int64_t A, int64_t B, std::string &) {
           return std::optional<int64_t>(A | B);
         }}};
    return level(&Parser::bitXor, Ops);
  }
  std::optional<int64_t> bitXor() {
    static const std::pair<StringRef, Op> Ops[] = {
        {"^", [](int64_t A, int64_t B, std::string &) {
           return std::optional<int64_t>(A ^ B);
         }}};
    return level(&Parser::bitAnd, Ops);
  }
  std::optional<int64_t> bitAnd() {
    static const std::pair<StringRef, Op> Ops[] = {
        {"&", [](int64_t A, int64_t B, std::string &) {
           return std::optional<int64_t>(A & B);
         }}};
    return level(&Parser::equality, Ops);
  }
  std::optional<int64_t> equality() {
    static const std::pair<StringRef, Op> Ops[] = {
        {"==", [](int64_t A, int64_t B, std::string &) {
           return std::optional<int64_t>(A == B);
         }},
        {"!=", [](int64_t A, int64_t B, std::string &) {
           return std::optional<int64_t>(A != B);
         }}};
    return level(&Parser::relational, Ops);
  }
  std::optional<int64_t> relational() {
    static const std::pair<StringRef, Op> Ops[] = {
        {"<=", [](int64_t A, int64_t B, std::string &) {
           return std::optional<int64_t>(A <= B);
         }},
        {">=", [](int64_t A, int64_t B, std::string &) {
           return std::optional<int64_t>(A >= B);
         }},
        {"<", [](int64_t A, int64_t B, std::string &) {
           return std::optional<int64_t>(A < B);
         }},
        {">", [](int64_t A, int64_t B, std::string &) {
           return std::optional<int64_t>(A > B);
         }}};
    return level(&Parser::shift, Ops);
  }
  std::optional<int64_t> shift() {
    static const std::pair<StringRef, Op> Ops[] = {{"<<", shl}, {">>", shr}};
    return level(&Parser::additive, Ops);
  }
  std::optional<int64_t> additive() {
    static const std::pair<StringRef, Op> Ops[] = {{"+", add}, {"-", sub}};
    return level(&Parser::multiplicative, Ops);
  }
  std::optional<int64_t> multiplicative() {
    static const std::pair<StringRef, Op> Ops[] = {
        {"*", mul}, {"/", div}, {"%", rem}};
    return level(&Parser::unary, Ops);
  }
  std::optional<int64_t> unary() {
    if (++Depth > MaxDepth)
      return fail("nested too deeply");
    std::optional<int64_t> V;
    if (eat("-")) {
      V = unary();
      if (V && *V == INT64_MIN)
        return fail("overflow");
      if (V)
        V = -*V;
    } else if (eat("+")) {
      V = unary();
    } else if (eat("~")) {
      if ((V = unary()))
        V = ~*V;
    } else if (eat("!")) {
      if ((V = unary()))
        V = !*V;
    } else {
      V = primary();
    }
    --Depth;
    return V;
  }
  std::optional<int64_t> primary() {
    skip();
    if (eat("(")) {
      std::optional<int64_t> V = ternary();
      if (V && !eat(")"))
        return fail("expected ')'");
      return V;
    }
    if (!S.empty() && isDigit(S.front())) {
      size_t N = std::min(S.find_if_not(isDigit), S.size());
      uint64_t V;
      if (S.take_front(N).getAsInteger(10, V) || V > uint64_t(INT64_MAX))
        return fail("integer '" + S.take_front(N).str() + "' out of range");
      S = S.drop_front(N);
      return int64_t(V);
    }
    if (!S.empty() && (isAlpha(S.front()) || S.front() == '_')) {
      // A struct's field is a name too (`p.n`).
      size_t N = std::min(S.find_if_not([](char C) {
        return isAlnum(C) || C == '_' || C == '.';
      }),
                          S.size());
      StringRef Name = S.take_front(N);
      S = S.drop_front(N);
      if ((Name == "min" || Name == "max") && eat("(")) {
        std::optional<int64_t> A = ternary();
        if (!A || !eat(","))
          return A ? fail("expected ','") : std::nullopt;
        std::optional<int64_t> B = ternary();
        if (!B || !eat(")"))
          return B ? fail("expected ')'") : std::nullopt;
        return Name == "min" ? std::min(*A, *B) : std::max(*A, *B);
      }
      std::string Reason;
      std::optional<int64_t> V = Lookup(Name, Reason);
      if (!V)
        return fail(Reason.empty() ? Name.str() + " has no value" : Reason);
      return V;
    }
    return fail(S.empty() ? "unexpected end" : "unexpected '" +
                                                   S.take_front(8).str() +
                                                   "'");
  }
};

} // namespace

std::optional<int64_t> evaluateHostExpr(StringRef Text, HostNameLookup Lookup,
                                        std::string &Why) {
  Why.clear();
  return Parser(Text, Lookup, Why).run();
}

std::vector<std::string> hostExprNames(StringRef Text) {
  std::vector<std::string> Names;
  for (size_t I = 0; I < Text.size();) {
    char C = Text[I];
    if (isDigit(C)) { // a number's suffix letters are not a name
      while (I < Text.size() && (isAlnum(Text[I]) || Text[I] == '_'))
        ++I;
      continue;
    }
    if (!isAlpha(C) && C != '_') {
      ++I;
      continue;
    }
    size_t N = I;
    while (N < Text.size() &&
           (isAlnum(Text[N]) || Text[N] == '_' || Text[N] == '.'))
      ++N;
    StringRef Name = Text.slice(I, N);
    StringRef After = Text.drop_front(N).ltrim();
    bool Call = (Name == "min" || Name == "max") && After.starts_with("(");
    if (!Call && !llvm::is_contained(Names, Name))
      Names.push_back(Name.str());
    I = N;
  }
  return Names;
}

} // namespace lhf
