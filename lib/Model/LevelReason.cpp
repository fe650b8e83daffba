//===- LevelReason.cpp - Why a cache level serves an access ---------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Model/LevelReason.h"
#include "lhf/Model/Format.h"

#include "llvm/Support/FormatVariadic.h"

namespace lhf {

std::string LevelReason::text(Kind K, const double *N) {
  switch (K) {
  case Kind::None:
    return "";
  case Kind::NoDataCache:
    return "no data cache on this GPU: DRAM";
  case Kind::ReadOnce:
    return "each byte read about once: DRAM";
  case Kind::ExceedsL2:
    return "kernel footprint exceeds L2: DRAM";
  case Kind::NoReuse:
    return "no reuse found: DRAM";
  case Kind::EarlierLoad:
    return llvm::formatv("{0:f0}% of its sectors read by an earlier load of "
                         "this code in the warp or the block's other "
                         "warps: L1 hits",
                         num(N[0] * 100));
  case Kind::EarlierStore:
    return llvm::formatv("{0:f0}% of its sectors written by an earlier store "
                         "of this code in the warp or the block's other "
                         "warps: merged in L2",
                         num(N[0] * 100));
  case Kind::BlockReuse:
    return llvm::formatv("re-read within a block ({0:f1}x), block footprint "
                         "{1:f0} B fits L1 ({2:f0} KiB)",
                         num(N[0]), num(N[1]), num(N[2]));
  case Kind::GridReuse:
    return llvm::formatv("re-read across blocks ({0:f1}x), kernel footprint "
                         "{1:f0} KiB fits L2 ({2:f0} KiB)",
                         num(N[0]), num(N[1]), num(N[2]));
  case Kind::WaveShare:
    return llvm::formatv("{0:f0} of the {1:f0} blocks resident at once "
                         "read other blocks' sectors at the same trip: "
                         "L2 hits",
                         num(N[0]), num(N[1]));
  case Kind::WrittenByWarps:
    return llvm::formatv("sectors written by several warps of the block "
                         "({0:f1}x): merged in L2",
                         num(N[0]));
  case Kind::LocalInL1:
    return llvm::formatv("{0:f0} B of local memory per thread, {1:f1} KiB "
                         "for {2:f0} resident threads, fits L1 ({3:f0} KiB)",
                         num(N[0]), num(N[1]), num(N[2]), num(N[3]));
  case Kind::LocalInL2:
    return llvm::formatv("{0:f0} B of local memory per thread: {1:f0} KiB "
                         "for the SM's resident threads exceeds L1, the "
                         "GPU's fits L2 ({2:f0} KiB)",
                         num(N[0]), num(N[1]), num(N[2]));
  case Kind::LocalInDRAM:
    return llvm::formatv("{0:f0} B of local memory per thread "
                         "exceed L2 for the resident threads: DRAM",
                         num(N[0]));
  case Kind::AtomicsInL2:
    return llvm::formatv("atomics, performed by the L2, on the {0:f0} B "
                         "their index can reach: L2 hits",
                         num(N[0]));
  case Kind::SameSectors:
  case Kind::TripReuse:
    break; // needs the miss's reason: str()
  }
  return "";
}

std::string LevelReason::str() const {
  if (K == Kind::SameSectors)
    return llvm::formatv("the same sectors for all {0:f0} warps of the "
                         "block: one miss ({1}), the others L1 hits",
                         num(N[0]), text(MissK, N.data() + 1));
  if (K == Kind::TripReuse) {
    std::string Hits = llvm::formatv("{0:f0}% of the warp's sectors read by "
                                     "its previous trip of the loop: L1 hits",
                                     num(N[0] * 100));
    if (N[1] > 0)
      return llvm::formatv("{0}; the others the same for all {1:f0} warps "
                           "of the block: one miss ({2})",
                           Hits, num(N[1]), text(MissK, N.data() + 2));
    return llvm::formatv("{0}; the others miss ({1})", Hits,
                         text(MissK, N.data() + 2));
  }
  return text(K, N.data());
}

} // namespace lhf
