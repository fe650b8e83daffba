//===- LevelReason.cpp - Why a cache level serves an access ---------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Model/LevelReason.h"
#include "lhf/Model/Format.h"

#include "llvm/Support/FormatVariadic.h"

namespace lhf {

std::string LevelReason::Part::str() const {
  const auto &[A, B, C, D] = N;
  switch (K) {
  case Kind::None:
    return "";
  case Kind::Text:
    return Text;
  case Kind::BlockReuse:
    return llvm::formatv("re-read within a block ({0:f1}x), block footprint "
                         "{1:f0} B fits L1 ({2:f0} KiB)",
                         num(A), num(B), num(C));
  case Kind::GridReuse:
    return llvm::formatv("re-read across blocks ({0:f1}x), kernel footprint "
                         "{1:f0} KiB fits L2 ({2:f0} KiB)",
                         num(A), num(B), num(C));
  case Kind::WaveShare:
    return llvm::formatv("{0:f0} of the {1:f0} blocks resident at once "
                         "read other blocks' sectors at the same trip: "
                         "L2 hits",
                         num(A), num(B));
  case Kind::WrittenByWarps:
    return llvm::formatv("sectors written by several warps of the block "
                         "({0:f1}x): merged in L2",
                         num(A));
  case Kind::LocalInL1:
    return llvm::formatv("{0:f0} B of local memory per thread, {1:f1} KiB "
                         "for {2:f0} resident threads, fits L1 ({3:f0} KiB)",
                         num(A), num(B), num(C), num(D));
  case Kind::LocalInL2:
    return llvm::formatv("{0:f0} B of local memory per thread: {1:f0} KiB "
                         "for the SM's resident threads exceeds L1, the "
                         "GPU's fits L2 ({2:f0} KiB)",
                         num(A), num(B), num(C));
  case Kind::LocalInDRAM:
    return llvm::formatv("{0:f0} B of local memory per thread "
                         "exceed L2 for the resident threads: DRAM",
                         num(A));
  case Kind::SameSectors:
    break; // needs the miss's reason: LevelReason::str
  }
  return "";
}

std::string LevelReason::str() const {
  if (Own.K == Kind::SameSectors)
    return llvm::formatv("the same sectors for all {0:f0} warps of the "
                         "block: one miss ({1}), the others L1 hits",
                         num(Own.N[0]), Miss.str());
  return Own.str();
}

} // namespace lhf
