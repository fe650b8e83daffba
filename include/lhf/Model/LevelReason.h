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
/// the text for every access was 7% of a launch's rebuild (issue 33).
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
    Text,           ///< a fixed text
    BlockReuse,     ///< re-read within a block: times, footprint B, L1 KiB
    GridReuse,      ///< re-read across blocks: times, footprint KiB, L2 KiB
    WaveShare,      ///< blocks of a wave share sectors: sharing, resident
    WrittenByWarps, ///< stores of several warps merged: times
    LocalInL1,      ///< local memory: B/thread, KiB/SM, threads, L1 KiB
    LocalInL2,      ///< local memory: B/thread, KiB/SM, L2 KiB
    LocalInDRAM,    ///< local memory: B/thread
    SameSectors,    ///< one miss for all warps: warps; the miss's reason
  };

  LevelReason() = default;
  /// A fixed text (a string literal: it is kept by address).
  LevelReason(const char *Text) : Own{Kind::Text, Text, {}} {}
  LevelReason(Kind K, double A, double B = 0, double C = 0, double D = 0)
      : Own{K, nullptr, {A, B, C, D}} {}
  /// The same sectors for all \p Warps warps of a block: one miss, served
  /// for \p Miss's reason.
  static LevelReason sameSectors(double Warps, const LevelReason &Miss) {
    LevelReason R(Kind::SameSectors, Warps);
    R.Miss = Miss.Own;
    return R;
  }

  bool empty() const { return Own.K == Kind::None; }
  std::string str() const;

private:
  struct Part {
    Kind K = Kind::None;
    const char *Text = nullptr;
    std::array<double, 4> N = {};
    std::string str() const;
  };
  Part Own, Miss;
};

} // namespace lhf

#endif // LHF_MODEL_LEVELREASON_H
