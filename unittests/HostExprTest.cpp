//===- HostExprTest.cpp - Launch expressions from the host code -----------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Model/HostExpr.h"
#include "lhf/Model/Kernel.h"

#include "gtest/gtest.h"

#include <map>

using namespace lhf;

namespace {

std::map<std::string, int64_t> Vars = {
    {"n", 1 << 20}, {"m", 1000}, {"p.n", 4096}};

std::optional<int64_t> lookup(llvm::StringRef Name, std::string &) {
  auto It = Vars.find(Name.str());
  if (It == Vars.end())
    return std::nullopt;
  return It->second;
}

std::optional<int64_t> eval(llvm::StringRef Text, std::string *WhyOut = nullptr) {
  std::string Why;
  std::optional<int64_t> V = evaluateHostExpr(Text, lookup, Why);
  if (WhyOut)
    *WhyOut = Why;
  return V;
}

TEST(HostExpr, GridOfAOneDimensionalLaunch) {
  // (2^20 + 255) / 256 = 4096 (the 255 is truncated away).
  EXPECT_EQ(eval("((n + 255) / 256)"), 4096);
  // (1000 + 15) / 16 = 63 (1015 / 16 = 63.4).
  EXPECT_EQ(eval("(m + 15) / 16"), 63);
}

TEST(HostExpr, StructFieldsAreNames) {
  // A local struct's field (`p.n`) is read as one name, in both walks.
  EXPECT_EQ(eval("(p.n + 255) / 256"), 16);
  EXPECT_EQ(hostExprNames("(p.n + 255) / n"),
            (std::vector<std::string>{"p.n", "n"}));
}

TEST(HostExpr, ReplaceANameWhereItIsAName) {
  // The host reader's `if (b <= 64) b = 128;`: b in the condition is the
  // value before; not inside another name, a field, a number or a call.
  EXPECT_EQ(replaceHostExprName("((b <= 64) && (bb + b.x + 64b) < min(b, 3))",
                                "b", "n / 2"),
            "(((n / 2) <= 64) && (bb + b.x + 64b) < min((n / 2), 3))");
  EXPECT_EQ(replaceHostExprName("b", "b", "1"), "(1)");
  EXPECT_EQ(replaceHostExprName("c + 1", "b", "1"), "c + 1");
}

TEST(HostExpr, StructFieldKeys) {
  // A field's key is above every parameter index and keeps both parts.
  unsigned K = fieldKey(3, 12);
  EXPECT_TRUE(isFieldKey(K));
  EXPECT_FALSE(isFieldKey(3));
  EXPECT_EQ(fieldArg(K), 3u);
  EXPECT_EQ(fieldOffset(K), 12u);
  std::vector<std::string> Params = {"a", "", "out", "p"};
  // Named by the host code's declaration, else by the byte offset.
  EXPECT_EQ(argumentName(K, Params, {{K, "p.n"}}), "p.n");
  EXPECT_EQ(argumentName(K, Params, {}), "p+12");
  EXPECT_EQ(argumentName(fieldKey(1, 4), Params, {}), "");
  EXPECT_EQ(argumentName(2, Params, {}), "out");
}

TEST(HostExpr, CPrecedence) {
  EXPECT_EQ(eval("1 + 2 * 3"), 7);
  EXPECT_EQ(eval("1 << 4 + 1"), 32);  // + binds tighter than <<
  EXPECT_EQ(eval("8 - 2 - 1"), 5);    // left-associative
  EXPECT_EQ(eval("7 % 4 * 2"), 6);
  EXPECT_EQ(eval("1 | 2 ^ 3 & 1"), 3); // 1 | (2 ^ (3 & 1)) = 1 | 3
  EXPECT_EQ(eval("3 < 4 == 1"), 1);
  EXPECT_EQ(eval("2 <= 2 && 3 >= 4 || !0"), 1);
  EXPECT_EQ(eval("-(~0)"), 1);
}

TEST(HostExpr, TernaryAndMinMax) {
  EXPECT_EQ(eval("m > 512 ? 512 : m"), 512);
  EXPECT_EQ(eval("min((n + 255) / 256, 65535)"), 4096);
  EXPECT_EQ(eval("max(m / 16, 128)"), 128); // 1000 / 16 = 62 < 128
  EXPECT_EQ(eval("0 ? 1 : 2 ? 3 : 4"), 3);  // right-associative
}

TEST(HostExpr, IntegerSquareRoot) {
  // `(int)sqrt(n)`: a square grid of about n blocks (132 SMs x 100 blocks).
  EXPECT_EQ(eval("isqrt(13200)"), 114);
  EXPECT_EQ(eval("isqrt(12996)"), 114); // 114^2
  EXPECT_EQ(eval("isqrt(12995)"), 113);
  EXPECT_EQ(eval("isqrt(0)"), 0);
  // 2^48 - 1 = (2^24)^2 - 1: a double's sqrt of it rounds to 2^24.
  EXPECT_EQ(eval("isqrt(281474976710655)"), (int64_t(1) << 24) - 1);
  std::string Why;
  EXPECT_FALSE(eval("isqrt(0 - 4)", &Why));
  EXPECT_EQ(Why, "the square root of -4 as an integer");
  EXPECT_EQ(hostExprNames("isqrt(n * 100)"), std::vector<std::string>{"n"});
}

TEST(HostExpr, NextPowerOfTwo) {
  // A doubling loop's result: the least power of two >= its argument.
  EXPECT_EQ(eval("next_pow2(300)"), 512);
  EXPECT_EQ(eval("next_pow2(512)"), 512);
  EXPECT_EQ(eval("next_pow2(1)"), 1);
  EXPECT_EQ(eval("next_pow2(0)"), 1);
  EXPECT_EQ(eval("next_pow2(-5)"), 1);
  // ggml's softmax block from 32, under min(ncols, 1024): 1000 -> 1024.
  EXPECT_EQ(eval("32 * next_pow2((min(m, 1024) + 32 - 1) / 32)"), 1024);
  EXPECT_EQ(eval("next_pow2(n * n * n + 1)"), int64_t(1) << 61);
  std::string Why;
  EXPECT_FALSE(eval("next_pow2(4611686018427387905)", &Why)); // 2^62 + 1
  EXPECT_EQ(Why, "overflow");
  // A loop clearing the lowest set bit: the greatest power of two <= x.
  EXPECT_EQ(eval("prev_pow2(768)"), 512);
  EXPECT_EQ(eval("prev_pow2(1024)"), 1024);
  EXPECT_EQ(eval("prev_pow2(1)"), 1);
  EXPECT_EQ(eval("prev_pow2(0)"), 0);
  EXPECT_EQ(eval("prev_pow2(-3)"), 0);
  EXPECT_EQ(hostExprNames("next_pow2(n) + prev_pow2(m) + next_pow2"),
            (std::vector<std::string>{"n", "m", "next_pow2"}));
  EXPECT_EQ(hostExprNames("next_pow2(n) + next_pow2"),
            (std::vector<std::string>{"n", "next_pow2"}));
}

TEST(HostExpr, SaysWhyThereIsNoValue) {
  std::string Why;
  EXPECT_FALSE(eval("(k + 255) / 256", &Why));
  EXPECT_EQ(Why, "k has no value");
  EXPECT_FALSE(eval("n / (m - 1000)", &Why));
  EXPECT_EQ(Why, "division by zero");
  EXPECT_FALSE(eval("n * n * n * n", &Why)); // 2^80
  EXPECT_EQ(Why, "overflow");
  EXPECT_FALSE(eval("1 << 63", &Why));
  EXPECT_EQ(Why, "overflow");
  EXPECT_FALSE(eval("99999999999999999999", &Why));
  EXPECT_EQ(Why, "integer '99999999999999999999' out of range");
  EXPECT_FALSE(eval("(1 + 2", &Why));
  EXPECT_EQ(Why, "expected ')'");
  EXPECT_FALSE(eval("1 + 2 )", &Why));
  EXPECT_EQ(Why, "unexpected ')'");
  EXPECT_FALSE(eval(std::string(200, '(') + "1" + std::string(200, ')'), &Why));
  EXPECT_EQ(Why, "nested too deeply");
}

} // namespace

namespace {

// The libFuzzer target's first finding: a name or a number at the very end
// of the text was dropped past its end.
TEST(HostExpr, NameOrNumberAtTheEnd) {
  EXPECT_EQ(eval("m"), 1000);
  EXPECT_EQ(eval("2 * m"), 2000);
  EXPECT_EQ(eval("7"), 7);
  EXPECT_EQ(eval("n ? 5 : m"), 5);
}

} // namespace

namespace {

// `&&`, `||` and `?:` are three-valued: an unknown operand C would not look
// at leaves the value known (a launch under `ndim == 2 && K == 64`, K bound
// to 32, is not made whatever ndim is).
TEST(HostExpr, LogicalOperatorsDecideAroundUnknowns) {
  std::string Why;
  EXPECT_EQ(eval("k == 2 && m == 64"), 0); // m = 1000
  EXPECT_EQ(eval("m == 64 && k == 2"), 0);
  EXPECT_EQ(eval("k == 2 || m == 1000"), 1);
  EXPECT_EQ(eval("(k && 0) + 5"), 5);
  EXPECT_EQ(eval("m == 1000 ? 4 : k"), 4);
  EXPECT_EQ(eval("k ? 7 : 7"), 7);
  EXPECT_EQ(eval("0 && n / 0"), 0); // C never divides
  // Unknown where the unknown operand decides, with its reason.
  EXPECT_FALSE(eval("k == 2 && m == 1000", &Why));
  EXPECT_EQ(Why, "k has no value");
  EXPECT_FALSE(eval("(j && 0) + k", &Why));
  EXPECT_EQ(Why, "k has no value");
  EXPECT_FALSE(eval("m == 1 ? j : k", &Why));
  EXPECT_EQ(Why, "k has no value");
  EXPECT_FALSE(eval("j ? 1 : 2", &Why));
  EXPECT_EQ(Why, "j has no value");
  // A syntax error is no value, whatever the operators.
  EXPECT_FALSE(eval("0 && (1 +", &Why));
  EXPECT_EQ(Why, "unexpected end");
  // libFuzzer's: a syntax error in a branch kept no reason.
  EXPECT_FALSE(eval("m ? n+<< 2 : ~m", &Why));
  EXPECT_EQ(Why, "unexpected '<< 2 : ~'");
}

} // namespace
