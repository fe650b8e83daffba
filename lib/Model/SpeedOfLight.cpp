//===- SpeedOfLight.cpp - How busy each unit is at its peak ---------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Model/SpeedOfLight.h"

#include "lhf/Model/LHFModel.h"

#include <algorithm>
#include <array>

namespace lhf {

const char *unitName(Unit U) {
  switch (U) {
  case Unit::DRAM:
    return "DRAM";
  case Unit::L2:
    return "L2";
  case Unit::L1:
    return "L1";
  case Unit::Shared:
    return "shared memory";
  case Unit::Issue:
    return "issue";
  case Unit::Tensor:
    return "tensor pipe";
  }
  return "issue";
}

const char *unitKey(Unit U) {
  switch (U) {
  case Unit::DRAM:
    return "dram";
  case Unit::L2:
    return "l2";
  case Unit::L1:
    return "l1";
  case Unit::Shared:
    return "shared";
  case Unit::Issue:
    return "issue";
  case Unit::Tensor:
    return "tensor";
  }
  return "issue";
}

/// The unit whose bandwidth a memory level's bytes queue on (the constant
/// cache has none of its own in the GPU files).
static bool unitOf(MemLevel L, Unit &U) {
  switch (L) {
  case MemLevel::Global:
    U = Unit::DRAM;
    return true;
  case MemLevel::L2:
    U = Unit::L2;
    return true;
  case MemLevel::L1:
    U = Unit::L1;
    return true;
  case MemLevel::Shared:
    U = Unit::Shared;
    return true;
  case MemLevel::Constant:
    return false;
  }
  return false;
}

SpeedOfLight speedOfLight(const KernelDesc &K, const GPUDesc &G, unsigned TLP,
                          unsigned BLP, unsigned BLPUsed) {
  SpeedOfLight S;
  if (G.SMCount == 0 || TLP == 0)
    return S;
  // Each SM's share of the grid's warps, as if perfectly balanced: the
  // wave quantisation is the predicted time's, not the roof's. An SM's own
  // units share the work of the SMs the grid occupies only.
  double Blocks = double(K.Grid.total());
  S.SMs = G.SMCount;
  S.ActiveSMs = unsigned(std::clamp(Blocks, 1.0, double(G.SMCount)));
  double Warps = Blocks * TLP / G.SMCount;
  double WarpsActive = Blocks * TLP / S.ActiveSMs;
  for (const Segment &Seg : K.Segments) {
    double Issue = 0;
    for (unsigned C = 0; C < NumInstrClasses; ++C)
      Issue += Seg.Instrs[C] * G.Instrs[C].Throughput;
    std::array<double, NumUnits> Busy{};
    Busy[unsigned(Unit::Issue)] = Issue;
    Busy[unsigned(Unit::Tensor)] = segmentTensorTime(Seg, G);
    for (unsigned L = 0; L < NumMemLevels; ++L) {
      Unit U;
      double BW = G.Mem[L].BytesPerClkPerSM;
      if (unitOf(MemLevel(L), U) && BW > 0)
        Busy[unsigned(U)] += Seg.Mem[L].bandwidthBytes() / BW;
    }
    // The L2 takes scattered stores at its rate of partial writes; their
    // sectors merged there are among its bytes too, so the longer of the
    // two is its work, as in the segment's MemAccBw.
    double &L2 = Busy[unsigned(Unit::L2)];
    L2 = std::max(L2, scatteredStoreCycles(Seg, G));
    for (unsigned U = 0; U < NumUnits; ++U)
      S.BusyCycles[U] +=
          Seg.Count * (perSMUnit(Unit(U)) ? WarpsActive : Warps) * Busy[U];
  }
  for (unsigned U = 0; U < NumUnits; ++U)
    if (S.BusyCycles[U] > S.RoofCycles) {
      S.RoofCycles = S.BusyCycles[U];
      S.RoofUnit = Unit(U);
    }
  if (G.Limits.MaxWarpsPerSM) {
    S.OccupancyPct = 100.0 * TLP * BLPUsed / G.Limits.MaxWarpsPerSM;
    S.TheoreticalOccupancyPct = 100.0 * TLP * BLP / G.Limits.MaxWarpsPerSM;
  }
  S.Waves = RepNumPaper(K.Grid.total(), BLP, G.SMCount);
  return S;
}

} // namespace lhf
