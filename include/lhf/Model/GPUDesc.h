//===- GPUDesc.h - A GPU's published numbers -----------------*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A GPU description, read from `gpus/<name>.json` (see docs/gpu-schema.md).
/// Every number in the file carries a source citation; the loader keeps the
/// citations so that reports can show where a figure came from, and refuses
/// files where a number has none.
///
//===----------------------------------------------------------------------===//

#ifndef LHF_MODEL_GPUDESC_H
#define LHF_MODEL_GPUDESC_H

#include "lhf/Model/Kernel.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <array>
#include <map>
#include <string>
#include <vector>

namespace lhf {

/// Per compute-capability occupancy rules (CUDA occupancy calculator).
struct SMLimits {
  unsigned MaxThreadsPerBlock = 0;
  Dim3 MaxBlockDim;
  Dim3 MaxGridDim;
  unsigned MaxThreadsPerSM = 0;
  unsigned MaxWarpsPerSM = 0;
  unsigned MaxBlocksPerSM = 0;
  unsigned RegistersPerSM = 0;
  unsigned MaxRegistersPerBlock = 0;
  unsigned MaxRegistersPerThread = 0;
  unsigned RegisterAllocationUnit = 0;
  bool RegisterAllocationPerBlock = false; ///< 1.x: per block, else per warp
  unsigned WarpAllocationGranularity = 1;
  uint64_t SharedMemoryPerSM = 0;
  uint64_t SharedMemoryPerBlock = 0;
  uint64_t SharedMemoryPerBlockOptin = 0;
  uint64_t SharedMemoryAllocationUnit = 1;
  uint64_t ReservedSharedMemoryPerBlock = 0;
  std::vector<uint64_t> CarveoutsKiB;
};

/// One memory level's latency and bandwidth.
struct MemLevelDesc {
  double Latency = 0;            ///< cycles
  double BytesPerClkPerSM = 0;   ///< bandwidth one SM sees (paper: BW / NSM)
  double SizeKiB = 0;            ///< 0 when unknown
};

/// One instruction class's cost.
struct InstrCost {
  double Throughput = 0; ///< SM cycles per warp instruction
  double Latency = 0;    ///< 0 when unknown
};

/// A GPU as the model sees it.
struct GPUDesc {
  std::string Name;
  std::string FullName;
  std::string FilePath;
  /// How a name as users write it ("A100", "sm_90", "H100 SXM") became this
  /// file, when it was not the file's own name; empty otherwise.
  std::string NameNote;
  unsigned CCMajor = 0, CCMinor = 0;
  unsigned SMCount = 0;
  double ClockMHz = 0;
  unsigned WarpSize = 32;
  SMLimits Limits;
  std::array<MemLevelDesc, NumMemLevels> Mem{};
  std::array<InstrCost, NumInstrClasses> Instrs{};
  /// SM cycles per warp instruction of any class: how fast the SM's warp
  /// schedulers issue (0.25 for four schedulers of one instruction a
  /// clock). When set, the classes' functional units work side by side and
  /// a segment takes the longer of its issue and its busiest unit
  /// (docs/model.md section 15); 0: the classes' costs add up (the paper).
  double DispatchCycles = 0;
  /// SM cycles between two blocks the GPU starts (the whole GPU's block
  /// scheduler, not one SM's): a grid of NB blocks takes at least NB times
  /// this, however little each block does (docs/model.md section 27);
  /// 0 where the file has no measurement.
  double BlockLaunchCycles = 0;
  /// SM cycles from one block's start to the next one's on an SM that holds
  /// no other block: block_start + block_start_per_warp x its warps
  /// (measured with empty blocks; docs/model.md section 58). A wave of
  /// blocks takes at least this plus one block's time alone; 0 where the
  /// file has no measurement.
  double BlockStartCycles = 0, BlockStartCyclesPerWarp = 0;
  /// SM cycles between two warp atomics on one word that every warp of the
  /// grid updates (the whole GPU's rate: they queue at one L2 slice), for
  /// integer and floating-point adds; 0 where the file has no measurement:
  /// such atomics are then not counted beyond their issue (said in a note).
  double OneWordAtomicCycles = 0, OneWordFloatAtomicCycles = 0;
  /// The rate the L2 accepts stores at, per SM and clock (the GPU's rate
  /// over its SMs), in 32-byte sectors and in 128-byte lines; 0 where the
  /// file has no measurement: stores queue on bytes alone. Scattered
  /// 4-byte stores (a naive transpose's) are bound by these, not by DRAM.
  double L2StoreSectorsPerClkSM = 0, L2StoreLinesPerClkSM = 0;
  /// DRAM's rate for a stream that reads and writes at once (a copy: read
  /// plus written bytes), per SM and clock; 0 where the file has no
  /// measurement. Below the read rate (the bus turns round): what the
  /// waves of a barrier-free kernel queue on once they drift apart.
  double DRAMCopyBytesPerClkPerSM = 0;
  /// Whether the file measures both rates: scattered stores queue on them,
  /// and the L2's merging of their sectors is counted (MemoryAccess.cpp).
  bool knowsL2StoreRates() const {
    return L2StoreSectorsPerClkSM > 0 && L2StoreLinesPerClkSM > 0;
  }
  /// Dense matrix-pipe throughput per SM in FLOP per cycle by operand type;
  /// 0 where the GPU has no such instruction.
  std::array<double, NumTensorTypes> TensorFlopsPerClkSM{};
  unsigned SectorBytes = 32;
  unsigned LineBytes = 128;
  /// DRAM partitions and the width of the address interleave between them
  /// on GPUs that map addresses to partitions directly (GT200); 0 where the
  /// memory controller hashes addresses (2.x and later): no camping.
  unsigned DRAMPartitions = 0;
  unsigned PartitionBytes = 0;
  unsigned SharedBanks = 32;
  unsigned BankWidthBytes = 4;
  /// Outstanding memory requests per SM (the simulator's MSHR limit);
  /// 0 when the file has no cited value: unlimited.
  unsigned MSHR = 0;
  /// Citation of each loaded number, keyed by JSON path
  /// ("memory.global.latency").
  std::map<std::string, std::string> Sources;

  const MemLevelDesc &mem(MemLevel L) const {
    return Mem[static_cast<unsigned>(L)];
  }
  const InstrCost &instr(InstrClass C) const {
    return Instrs[static_cast<unsigned>(C)];
  }
  /// Citations that start with "assumed", i.e. numbers that are guesses.
  std::vector<std::string> assumedKeys() const;
};

/// Parses a GPU description from JSON text. \p FileName names the file in
/// errors: "<file>: <key>: <reason>".
llvm::Expected<GPUDesc> parseGPUDesc(llvm::StringRef JSONText,
                                     llvm::StringRef FileName);

/// Loads by name (`a100-40gb`, looked up in the GPU directory) or by path
/// (anything ending in `.json` or containing a `/`). Names are matched as
/// users write them: any case, spaces for dashes, a vendor word ("NVIDIA
/// A100"), a model whose parts share one architecture's representative
/// ("A100" is a100-40gb, "H100" h100-sxm) and an architecture ("sm_90",
/// "8.6"); NameNote says what was chosen. An unknown name gives an error
/// listing the known names.
llvm::Expected<GPUDesc> loadGPUDesc(llvm::StringRef NameOrPath);

/// The directory of bundled GPU files: $LHF_GPU_DIR if set, else the
/// build-time default.
std::string gpuDirectory();

/// The absolute directory of the binary that holds this code: the plugin
/// (LHF.so, LHFMLIR.so) or the driver, so that an installed copy finds
/// what was installed beside it ("" when it cannot tell).
std::string thisBinaryDirectory();

/// Names of the bundled GPU descriptions, sorted.
std::vector<std::string> listGPUNames();

/// A representative GPU for an NVPTX `-mcpu` (`sm_80` -> `a100-40gb`); empty
/// when there is none.
std::string gpuForTargetCPU(llvm::StringRef CPU);

} // namespace lhf

#endif // LHF_MODEL_GPUDESC_H
