//===- FormatTest.cpp - Numbers as the views print them -------------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Model/Format.h"
#include "lhf/Model/Demangle.h"

#include "llvm/Support/FormatVariadic.h"

#include "gtest/gtest.h"

#include <limits>

using namespace lhf;

namespace {

std::string show(const char *Style, double V) {
  return llvm::formatv(Style, num(V)).str();
}

// LLVM's fixed notation printed 31 wrong digits from 1e31 on (issue 35).
TEST(Format, LargeNumbersInScientificNotation) {
  EXPECT_EQ(show("{0:f0}", 3.6e75), "3.60e+75");
  EXPECT_EQ(show("{0:f1}x", 1.0141204801825835e31), "1.01e+31x");
  EXPECT_EQ(show("{0:f0}", 1e15), "1.00e+15");
  EXPECT_EQ(show("{0:f0}", -2e20), "-2.00e+20");
}

TEST(Format, OrdinaryNumbersAsAsked) {
  EXPECT_EQ(show("{0:f0}", 999999999999999.0), "999999999999999");
  EXPECT_EQ(show("{0:f2}", 2.25), "2.25");
  EXPECT_EQ(show("{0,8:f1}", 3.0), "     3.0");
}

TEST(Format, NotFiniteSaidAsSuch) {
  EXPECT_EQ(show("{0:f0}", std::numeric_limits<double>::quiet_NaN()), "nan");
  EXPECT_EQ(show("{0:f0}", std::numeric_limits<double>::infinity()), "inf");
  EXPECT_EQ(show("{0:f0}", -std::numeric_limits<double>::infinity()), "-inf");
}

} // namespace

// A template argument that is a function (ggml's unary_op_kernel<&op_abs,
// float>) has a '(' of its own: the name ends at the parameter list's.
TEST(Format, NameWithoutParametersSkipsTemplateArguments) {
  EXPECT_EQ(withoutParameters("void k<&op_abs(float), float>(float const*, "
                              "float*, int)"),
            "void k<&op_abs(float), float>");
  EXPECT_EQ(withoutParameters("void tile<16>(float*, int)"), "void tile<16>");
  EXPECT_EQ(withoutParameters("plain"), "plain");
}
