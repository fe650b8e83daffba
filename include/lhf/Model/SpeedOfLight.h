//===- SpeedOfLight.h - How busy each unit is at its peak ------*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The roofline of seed 003 per unit: the cycles each unit of an SM needs
/// for the kernel's whole work at its peak rate, spread evenly over the
/// SMs. The largest is the roof no schedule beats; each unit's busy cycles
/// over the predicted time is its share of peak (Nsight Compute's "speed
/// of light"). Hints never promise more than the headroom to the roof.
///
//===----------------------------------------------------------------------===//

#ifndef LHF_MODEL_SPEEDOFLIGHT_H
#define LHF_MODEL_SPEEDOFLIGHT_H

#include "lhf/Model/GPUDesc.h"
#include "lhf/Model/Kernel.h"

#include <array>
#include <cstdint>

namespace lhf {

/// The units of an SM a kernel can saturate.
enum class Unit : unsigned { DRAM, L2, L1, Shared, Issue, Tensor };
constexpr unsigned NumUnits = 6;
/// "DRAM", "L2", "L1", "shared memory", "issue", "tensor pipe".
const char *unitName(Unit U);
/// The JSON key: "dram", "l2", "l1", "shared", "issue", "tensor".
const char *unitKey(Unit U);

/// DRAM and the L2 serve the whole chip; the L1, shared memory, the
/// schedulers and the tensor pipe are each SM's own.
constexpr bool perSMUnit(Unit U) { return U != Unit::DRAM && U != Unit::L2; }
/// The units that move memory (DRAM, L2, L1, shared memory), not the
/// schedulers or the tensor pipe.
constexpr bool memoryUnit(Unit U) {
  return U != Unit::Issue && U != Unit::Tensor;
}

struct SpeedOfLight {
  /// Per SM, the cycles each unit is busy with the kernel's work at its
  /// peak rate, the grid's warps spread evenly over the SMs: the chip's
  /// units over all of them, an SM's own units over the SMs the grid's
  /// blocks occupy (ActiveSMs).
  std::array<double, NumUnits> BusyCycles{};
  /// The SMs the grid's blocks occupy (all of them from one block per SM)
  /// and the GPU's: a grid of one block keeps one SM's shared memory busy,
  /// not 1/132 of every SM's.
  unsigned ActiveSMs = 0, SMs = 0;
  bool partGrid() const { return ActiveSMs && ActiveSMs < SMs; }
  /// The largest of them: no schedule runs the kernel faster.
  double RoofCycles = 0;
  Unit RoofUnit = Unit::Issue;
  /// Resident warps per SM of the SM's maximum, in percent: a grid
  /// smaller than a wave leaves its SMs part-empty, and this says so.
  double OccupancyPct = 0;
  /// The same when the grid filled every SM (the launch's theoretical
  /// occupancy).
  double TheoreticalOccupancyPct = 0;
  /// Blocks of the grid per wave of resident blocks (NB / (BLP x NSM)).
  double Waves = 0;

  double busy(Unit U) const { return BusyCycles[unsigned(U)]; }
  /// Unit \p U's busy share of \p Cycles, in percent.
  double percentOfPeak(Unit U, double Cycles) const {
    return Cycles > 0 ? 100.0 * busy(U) / Cycles : 0;
  }
};

/// The speed of light of \p K launched with \p BLP blocks of \p TLP warps
/// per SM on \p G, of which \p BLPUsed are filled by the grid.
SpeedOfLight speedOfLight(const KernelDesc &K, const GPUDesc &G, unsigned TLP,
                          unsigned BLP, unsigned BLPUsed);

} // namespace lhf

#endif // LHF_MODEL_SPEEDOFLIGHT_H
