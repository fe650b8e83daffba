//===- LevelReason.h - Why a cache level serves an access -----*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Why a cache level serves a memory access ("re-read within a block
/// (4.0x), block footprint 8192 B fits L1 (256 KiB)"). Every launch decides
/// one for each of its accesses and a report reads a few, so the reason
/// keeps its kind and numbers and makes its text only when read: formatting
/// the text for every access was 7% of a launch's rebuild (issue 33). It is
/// copied with every key instruction: 48 bytes, no allocation.
///
//===----------------------------------------------------------------------===//

#ifndef LHF_MODEL_LEVELREASON_H
#define LHF_MODEL_LEVELREASON_H

#include <array>
#include <cstdint>
#include <string>

namespace lhf {

class LevelReason {
public:
  enum class Kind : uint8_t {
    None,
    NoDataCache,    ///< no data cache on the GPU
    ReadOnce,       ///< each byte read about once
    ExceedsL2,      ///< the kernel's footprint exceeds L2
    NoReuse,        ///< no reuse found
    EarlierLoad,    ///< an earlier load of the code brought: share
    EarlierStore,   ///< an earlier store of the code wrote: share
    BlockReuse,     ///< re-read within a block: times, footprint B, L1 KiB
    GridReuse,      ///< re-read across blocks: times, footprint KiB, L2 KiB
    WaveShare,      ///< blocks of a wave share sectors: sharing, resident
    WrittenByWarps, ///< stores of several warps merged: times
    LocalInL1,      ///< local memory: B/thread, KiB/SM, threads, L1 KiB
    LocalInL2,      ///< local memory: B/thread, KiB/SM, L2 KiB
    LocalInDRAM,    ///< local memory: B/thread
    AtomicsInL2,    ///< data-indexed atomics: the bytes their index reaches
    SameSectors,    ///< one miss for all warps: warps, then the miss's
    TripReuse,      ///< the warp's previous trip read them: share, warps
                    ///< sharing the misses (0: none), then the miss's
  };

  LevelReason() = default;
  LevelReason(Kind K, double A = 0, double B = 0, double C = 0, double D = 0)
      : K(K), N{A, B, C, D} {}
  /// The same sectors for all \p Warps warps of a block: one miss, served
  /// for \p Miss's reason (a global load's: at most three numbers).
  static LevelReason sameSectors(double Warps, const LevelReason &Miss) {
    LevelReason R(Kind::SameSectors, Warps, Miss.N[0], Miss.N[1], Miss.N[2]);
    R.MissK = Miss.K;
    return R;
  }
  /// \p Share of a warp's sectors read by its previous trip of the loop
  /// (L1 hits); the others miss for \p Miss's reason, once for all
  /// \p Warps warps of the block where they read the same (0: they do not).
  static LevelReason tripReuse(double Share, double Warps,
                               const LevelReason &Miss) {
    LevelReason R(Kind::TripReuse, Share, Warps, Miss.N[0], Miss.N[1]);
    R.N[4] = Miss.N[2];
    R.MissK = Miss.K;
    return R;
  }

  bool empty() const { return K == Kind::None; }
  std::string str() const;

private:
  Kind K = Kind::None, MissK = Kind::None;
  std::array<double, 5> N = {};
  static std::string text(Kind K, const double *N);
};

} // namespace lhf

#endif // LHF_MODEL_LEVELREASON_H
