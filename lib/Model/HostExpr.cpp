//===- HostExpr.cpp - Launch expressions from the host code --------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Model/HostExpr.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/MathExtras.h"

#include <cmath>

using namespace llvm;

namespace lhf {

namespace {

/// A recursive-descent evaluator, one function per C precedence level. The
/// text comes from our own plugin, but may be edited by hand (a launch
/// file): the depth is bounded like any other input.
///
/// Values are three-valued: a number, or unknown (a name without a value, an
/// overflow). The whole text is parsed either way, so that `&&`, `||` and
/// `?:` decide where C would not look at the unknown part (`0 && n`,
/// `1 || n`, `1 ? 4 : n`); a syntax error ends the evaluation.
class Parser {
public:
  Parser(StringRef Text, HostNameLookup Lookup, std::string &Why)
      : S(Text), Lookup(Lookup), Why(Why) {}

  std::optional<int64_t> run() {
    std::optional<int64_t> V = ternary();
    skip();
    if (!Broken && !S.empty())
      syntax("unexpected '" + S.take_front(8).str() + "'");
    if (Broken) {
      Why = SyntaxWhy;
      return std::nullopt;
    }
    if (V)
      Why.clear(); // a reason from a part the operators did not need
    return V;
  }

private:
  using Value = std::optional<int64_t>;

  StringRef S;
  HostNameLookup Lookup;
  std::string &Why;
  unsigned Depth = 0;
  bool Broken = false;
  std::string SyntaxWhy;
  static constexpr unsigned MaxDepth = 64;

  /// An unknown value; the first reason is kept.
  std::nullopt_t unknown(const std::string &Reason) {
    if (Why.empty())
      Why = Reason;
    return std::nullopt;
  }
  /// The text cannot be read: no value, whatever the operators (the first
  /// such reason is said, whatever the operators did with Why since).
  std::nullopt_t syntax(const std::string &Reason) {
    if (!Broken)
      SyntaxWhy = Reason;
    Broken = true;
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

  using Op = Value (*)(int64_t, int64_t, std::string &);

  /// One left-associative level: operands from \p Next, operators \p Ops.
  template <size_t N>
  Value level(Value (Parser::*Next)(),
              const std::pair<StringRef, Op> (&Ops)[N]) {
    Value L = (this->*Next)();
    while (!Broken) {
      const std::pair<StringRef, Op> *Hit = nullptr;
      for (const auto &O : Ops)
        if (eat(O.first)) {
          Hit = &O;
          break;
        }
      if (!Hit)
        return L;
      Value R = (this->*Next)();
      if (!L || !R) {
        L = std::nullopt;
        continue;
      }
      std::string Reason;
      L = Hit->second(*L, *R, Reason);
      if (!L)
        unknown(Reason);
    }
    return std::nullopt;
  }

  /// `&&` or `||`: decided by one operand when it is \p Decides's value
  /// (false for `&&`, true for `||`), whatever the other.
  Value logical(Value (Parser::*Next)(), StringRef Tok, bool Decides) {
    std::string Before = Why;
    Value L = (this->*Next)();
    while (!Broken && eat(Tok)) {
      Value R = (this->*Next)();
      auto Decided = [&](Value V) { return V && (*V != 0) == Decides; };
      if (Decided(L) || Decided(R))
        L = Decides;
      else if (L && R)
        L = !Decides;
      else
        L = std::nullopt;
    }
    if (Broken)
      return std::nullopt;
    if (L) // what made an operand unknown did not matter
      Why = Before;
    return L;
  }

  /// \p R, or no value when the operation \p Overflowed.
  static Value checked(bool Overflowed, int64_t R, std::string &W) {
    if (Overflowed)
      return W = "overflow", std::nullopt;
    return R;
  }
  static Value add(int64_t A, int64_t B, std::string &W) {
    int64_t R;
    bool Overflowed = AddOverflow(A, B, R);
    return checked(Overflowed, R, W);
  }
  static Value sub(int64_t A, int64_t B, std::string &W) {
    int64_t R;
    bool Overflowed = SubOverflow(A, B, R);
    return checked(Overflowed, R, W);
  }
  static Value mul(int64_t A, int64_t B, std::string &W) {
    int64_t R;
    bool Overflowed = MulOverflow(A, B, R);
    return checked(Overflowed, R, W);
  }
  static Value div(int64_t A, int64_t B, std::string &W) {
    if (B == 0 || (A == INT64_MIN && B == -1))
      return W = B ? "overflow" : "division by zero", std::nullopt;
    return A / B;
  }
  static Value rem(int64_t A, int64_t B, std::string &W) {
    if (B == 0 || (A == INT64_MIN && B == -1))
      return W = B ? "overflow" : "division by zero", std::nullopt;
    return A % B;
  }
  static Value shl(int64_t A, int64_t B, std::string &W) {
    if (B < 0 || B > 62 || A < 0 || (A >> (62 - B)) != 0)
      return W = "overflow", std::nullopt;
    return A << B;
  }
  static Value shr(int64_t A, int64_t B, std::string &W) {
    if (B < 0 || B > 63)
      return W = "shift out of range", std::nullopt;
    return A >> B;
  }

  Value ternary() {
    if (++Depth > MaxDepth)
      return syntax("nested too deeply");
    std::string Before = Why;
    Value C = logicalOr();
    if (!Broken && eat("?")) {
      // Each branch's reason apart: the one taken says why it has no value.
      std::string AfterC = Why;
      Value T = ternary();
      std::string WhyT = Why;
      Why = AfterC;
      if (!Broken && !eat(":"))
        return syntax("expected ':'");
      Value F = ternary();
      if (C) {
        Why = *C ? WhyT : Why;
        C = *C ? T : F;
      } else if (T && F && *T == *F) { // either way the same
        C = T;
      } else {
        Why = AfterC.empty() ? WhyT : AfterC;
      }
      if (C)
        Why = Before;
    }
    --Depth;
    return Broken ? std::nullopt : C;
  }
  Value logicalOr() { return logical(&Parser::logicalAnd, "||", true); }
  Value logicalAnd() { return logical(&Parser::bitOr, "&&", false); }
  Value bitOr() {
    static const std::pair<StringRef, Op> Ops[] = {
        {"|",
         [](int64_t A, int64_t B, std::string &) { return Value(A | B); }}};
    return level(&Parser::bitXor, Ops);
  }
  Value bitXor() {
    static const std::pair<StringRef, Op> Ops[] = {
        {"^",
         [](int64_t A, int64_t B, std::string &) { return Value(A ^ B); }}};
    return level(&Parser::bitAnd, Ops);
  }
  Value bitAnd() {
    static const std::pair<StringRef, Op> Ops[] = {
        {"&",
         [](int64_t A, int64_t B, std::string &) { return Value(A & B); }}};
    return level(&Parser::equality, Ops);
  }
  Value equality() {
    static const std::pair<StringRef, Op> Ops[] = {
        {"==",
         [](int64_t A, int64_t B, std::string &) { return Value(A == B); }},
        {"!=",
         [](int64_t A, int64_t B, std::string &) { return Value(A != B); }}};
    return level(&Parser::relational, Ops);
  }
  Value relational() {
    static const std::pair<StringRef, Op> Ops[] = {
        {"<=",
         [](int64_t A, int64_t B, std::string &) { return Value(A <= B); }},
        {">=",
         [](int64_t A, int64_t B, std::string &) { return Value(A >= B); }},
        {"<", [](int64_t A, int64_t B, std::string &) { return Value(A < B); }},
        {">",
         [](int64_t A, int64_t B, std::string &) { return Value(A > B); }}};
    return level(&Parser::shift, Ops);
  }
  Value shift() {
    static const std::pair<StringRef, Op> Ops[] = {{"<<", shl}, {">>", shr}};
    return level(&Parser::additive, Ops);
  }
  Value additive() {
    static const std::pair<StringRef, Op> Ops[] = {{"+", add}, {"-", sub}};
    return level(&Parser::multiplicative, Ops);
  }
  Value multiplicative() {
    static const std::pair<StringRef, Op> Ops[] = {
        {"*", mul}, {"/", div}, {"%", rem}};
    return level(&Parser::unary, Ops);
  }
  Value unary() {
    if (++Depth > MaxDepth)
      return syntax("nested too deeply");
    Value V;
    if (eat("-")) {
      V = unary();
      if (V && *V == INT64_MIN)
        V = unknown("overflow");
      else if (V)
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
  Value primary() {
    skip();
    if (eat("(")) {
      Value V = ternary();
      if (!Broken && !eat(")"))
        return syntax("expected ')'");
      return V;
    }
    if (!S.empty() && isDigit(S.front())) {
      size_t N = std::min(S.find_if_not(isDigit), S.size());
      StringRef Digits = S.take_front(N);
      S = S.drop_front(N);
      uint64_t V;
      if (Digits.getAsInteger(10, V) || V > uint64_t(INT64_MAX))
        return unknown("integer '" + Digits.str() + "' out of range");
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
        Value A = ternary();
        if (!Broken && !eat(","))
          return syntax("expected ','");
        Value B = ternary();
        if (!Broken && !eat(")"))
          return syntax("expected ')'");
        if (!A || !B)
          return std::nullopt;
        return Name == "min" ? std::min(*A, *B) : std::max(*A, *B);
      }
      if ((Name == "next_pow2" || Name == "prev_pow2") && eat("(")) {
        // What a doubling loop leaves (`while (n < x) n *= 2;` from 1), and
        // one clearing the lowest bit (`while (n & (n - 1)) n &= n - 1;`).
        Value A = ternary();
        if (!Broken && !eat(")"))
          return syntax("expected ')'");
        if (!A)
          return std::nullopt;
        if (Name == "prev_pow2")
          return *A < 1 ? 0 : int64_t(llvm::bit_floor(uint64_t(*A)));
        if (*A > (int64_t(1) << 62))
          return unknown("overflow");
        return *A <= 1 ? 1 : int64_t(llvm::bit_ceil(uint64_t(*A)));
      }
      if (Name == "isqrt" && eat("(")) {
        // A size rounded down from a square root (`(int)sqrt(n)`): exact
        // where a double holds n's square root to well under a unit.
        Value A = ternary();
        if (!Broken && !eat(")"))
          return syntax("expected ')'");
        if (!A)
          return std::nullopt;
        if (*A < 0 || *A >= (int64_t(1) << 48))
          return unknown("the square root of " + std::to_string(*A) +
                         " as an integer");
        int64_t R = int64_t(std::sqrt(double(*A)));
        while (R * R > *A)
          --R;
        while ((R + 1) * (R + 1) <= *A)
          ++R;
        return R;
      }
      std::string Reason;
      Value V = Lookup(Name, Reason);
      if (!V)
        return unknown(Reason.empty() ? Name.str() + " has no value" : Reason);
      return V;
    }
    return syntax(S.empty() ? "unexpected end"
                            : "unexpected '" + S.take_front(8).str() + "'");
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
  forEachHostExprName(Text, [&](size_t I, size_t N) {
    StringRef Name = Text.slice(I, N);
    if (!llvm::is_contained(Names, Name))
      Names.push_back(Name.str());
  });
  return Names;
}

} // namespace lhf
