//===- Format.h - Numbers as every view prints them ------------*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// `formatv("{0:f0}", num(X))`: a double in fixed notation up to 1e15, in
/// scientific notation past it, and "nan"/"inf" as such. LLVM's fixed
/// notation goes through a 32-byte buffer and prints 31 wrong digits for
/// anything from 1e31 on ("3618502788666131106986593281521" for 3.6e75).
///
//===----------------------------------------------------------------------===//

#ifndef LHF_MODEL_FORMAT_H
#define LHF_MODEL_FORMAT_H

#include "llvm/Support/FormatProviders.h"

#include <cmath>

namespace lhf {

/// A number to print (see the file comment).
struct Num {
  double V;
};

inline Num num(double V) { return {V}; }

} // namespace lhf

template <> struct llvm::format_provider<lhf::Num> {
  static void format(const lhf::Num &N, llvm::raw_ostream &OS,
                     llvm::StringRef Style) {
    if (std::isnan(N.V)) {
      OS << "nan";
      return;
    }
    if (std::isinf(N.V)) {
      OS << (N.V > 0 ? "inf" : "-inf");
      return;
    }
    // Past 1e15 a count is not read digit by digit: three figures say it.
    if (std::fabs(N.V) >= 1e15) {
      llvm::format_provider<double>::format(N.V, OS, "e2");
      return;
    }
    llvm::format_provider<double>::format(N.V, OS, Style);
  }
};

#endif // LHF_MODEL_FORMAT_H
