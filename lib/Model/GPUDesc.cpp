//===- GPUDesc.cpp - Load GPU description files ---------------------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Reads `gpus/<name>.json`. Every number must be `{"value": v, "source": s}`
/// so that no hardware constant enters the model without a citation.
///
//===----------------------------------------------------------------------===//

#include "lhf/Model/GPUDesc.h"

#include "lhf/Model/InputLimits.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <climits>
#include <cmath>
#include <cstdlib>
#include <dlfcn.h>

using namespace llvm;

#ifndef LHF_DEFAULT_GPU_DIR
#define LHF_DEFAULT_GPU_DIR "gpus"
#endif

namespace lhf {

const char *tensorTypeKey(TensorType T) {
  static const char *Keys[NumTensorTypes] = {"fp16", "fp16_fp32acc", "tf32",
                                             "int8", "fp8",  "fp64"};
  return Keys[static_cast<unsigned>(T)];
}

const char *instrClassKey(InstrClass C) {
  static const char *Keys[NumInstrClasses] = {
      "fp32",         "fp32_smem_operand", "fp64",       "fp16",
      "int",          "int_mul",           "sfu",        "conversion",
      "global_issue", "shared_issue",      "const_issue", "atomic",
      "shuffle",      "sync",              "branch",     "misc"};
  return Keys[static_cast<unsigned>(C)];
}

const char *memLevelKey(MemLevel L) {
  static const char *Keys[NumMemLevels] = {"global", "l2", "l1", "shared",
                                           "constant"};
  return Keys[static_cast<unsigned>(L)];
}

std::vector<std::string> GPUDesc::assumedKeys() const {
  std::vector<std::string> Out;
  for (const auto &[Key, Src] : Sources)
    if (StringRef(Src).trim().starts_with_insensitive("assumed"))
      Out.push_back(Key);
  return Out;
}

namespace {

/// Plausibility bounds on GPU-file figures (docs/robustness.md).
constexpr double MaxFigure = 1e10;
constexpr double MaxLatencyCycles = 1e6;

/// Walks the JSON document, remembering the first error with its key path.
class Reader {
public:
  Reader(StringRef File, GPUDesc &G) : File(File), G(G) {}

  /// A cited number at \p Path under \p Obj; records an error if missing and
  /// \p Required.
  std::optional<double> num(const json::Object *Obj, StringRef Key,
                            const std::string &Path, bool Required = true,
                            bool NonNegative = true) {
    const json::Object *Cited = cited(Obj, Key, Path, Required);
    if (!Cited)
      return std::nullopt;
    std::optional<double> V = Cited->getNumber("value");
    if (!V || !std::isfinite(*V))
      return fail(Path + ".value", "expected a number"), std::nullopt;
    if (NonNegative && *V < 0)
      return fail(Path + ".value", "must not be negative"), std::nullopt;
    // No figure of a GPU is this large (grid limits, 2^31 - 1, are the
    // largest): 1e308 cycles of latency gave predictions of 1e30 cycles.
    if (std::fabs(*V) > MaxFigure)
      return fail(Path + ".value", "over 1e10: not a GPU figure"),
             std::nullopt;
    return V;
  }

  /// A cited whole number the model keeps in 32 bits; larger values are
  /// refused rather than converted (out of range, a conversion is undefined).
  std::optional<unsigned> count(const json::Object *Obj, StringRef Key,
                                const std::string &Path,
                                bool Required = true) {
    std::optional<double> V = num(Obj, Key, Path, Required);
    if (!V)
      return std::nullopt;
    if (*V > MaxCount)
      return fail(Path + ".value", TooLarge), std::nullopt;
    return static_cast<unsigned>(*V);
  }

  /// A cited list of numbers (each at most MaxCount).
  std::optional<std::vector<double>> list(const json::Object *Obj,
                                          StringRef Key,
                                          const std::string &Path) {
    const json::Object *Cited = cited(Obj, Key, Path, true);
    if (!Cited)
      return std::nullopt;
    const json::Array *A = Cited->getArray("value");
    if (!A || A->empty())
      return fail(Path + ".value", "expected a non-empty array of numbers"),
             std::nullopt;
    std::vector<double> Out;
    for (const json::Value &E : *A) {
      std::optional<double> V = E.getAsNumber();
      if (!V || *V < 0)
        return fail(Path + ".value", "expected non-negative numbers"),
               std::nullopt;
      if (*V > MaxCount)
        return fail(Path + ".value", TooLarge), std::nullopt;
      Out.push_back(*V);
    }
    return Out;
  }

  /// A cited string value.
  std::optional<std::string> str(const json::Object *Obj, StringRef Key,
                                 const std::string &Path) {
    const json::Object *Cited = cited(Obj, Key, Path, true);
    if (!Cited)
      return std::nullopt;
    std::optional<StringRef> V = Cited->getString("value");
    if (!V)
      return fail(Path + ".value", "expected a string"), std::nullopt;
    return V->str();
  }

  const json::Object *object(const json::Object *Obj, StringRef Key,
                             const std::string &Path) {
    if (!Obj)
      return nullptr;
    const json::Value *V = Obj->get(Key);
    if (!V)
      return fail(Path, "missing"), nullptr;
    const json::Object *O = V->getAsObject();
    if (!O)
      return fail(Path, "expected an object"), nullptr;
    return O;
  }

  void fail(const std::string &Path, const Twine &Why) {
    if (Err.empty())
      Err = (File + ": " + Path + ": " + Why).str();
  }

  std::string Err;

  static constexpr double MaxCount = UINT_MAX;
  static constexpr const char *TooLarge = "too large (at most 4294967295)";

private:
  const json::Object *cited(const json::Object *Obj, StringRef Key,
                            const std::string &Path, bool Required) {
    if (!Obj)
      return nullptr;
    const json::Value *V = Obj->get(Key);
    if (!V) {
      if (Required)
        fail(Path, "missing");
      return nullptr;
    }
    const json::Object *O = V->getAsObject();
    if (!O) {
      fail(Path, "expected {\"value\": ..., \"source\": \"...\"}: every "
                 "number needs a source");
      return nullptr;
    }
    std::optional<StringRef> Src = O->getString("source");
    if (!Src || Src->trim().empty()) {
      fail(Path + ".source", "missing: every number needs a source citation");
      return nullptr;
    }
    G.Sources[Path] = Src->str();
    return O;
  }

  std::string File;
  GPUDesc &G;
};

} // namespace

Expected<GPUDesc> parseGPUDesc(StringRef JSONText, StringRef FileName) {
  Expected<json::Value> Doc = parseJSONDocument(JSONText, FileName);
  if (!Doc)
    return Doc.takeError();
  const json::Object *Root = Doc->getAsObject();
  if (!Root)
    return createStringError(inconvertibleErrorCode(),
                             "%s: top level: expected an object",
                             FileName.str().c_str());

  GPUDesc G;
  G.FilePath = FileName.str();
  Reader R(FileName, G);

  if (std::optional<StringRef> N = Root->getString("name"))
    G.Name = N->str();
  else
    R.fail("name", "missing (expected a string)");
  if (std::optional<StringRef> N = Root->getString("full_name"))
    G.FullName = N->str();
  if (std::optional<StringRef> CC = Root->getString("compute_capability")) {
    std::pair<StringRef, StringRef> MM = CC->split('.');
    if (MM.first.getAsInteger(10, G.CCMajor) ||
        MM.second.getAsInteger(10, G.CCMinor))
      R.fail("compute_capability", "expected \"major.minor\", e.g. \"8.0\"");
  } else {
    R.fail("compute_capability", "missing (expected a string like \"8.0\")");
  }

  G.SMCount = R.count(Root, "sm_count", "sm_count").value_or(0);
  G.ClockMHz = R.num(Root, "clock_mhz", "clock_mhz").value_or(0);
  G.WarpSize = R.count(Root, "warp_size", "warp_size").value_or(0);
  if (Root->get("dispatch")) {
    G.DispatchCycles = R.num(Root, "dispatch", "dispatch").value_or(0);
    if (R.Err.empty() && !(G.DispatchCycles > 0 && G.DispatchCycles <= 64))
      R.fail("dispatch.value", "must be SM cycles per warp instruction, "
                               "above 0 and at most 64");
  }
  for (auto [Key, Field] :
       {std::pair{"atomic_one_word", &G.OneWordAtomicCycles},
        std::pair{"atomic_one_word_float", &G.OneWordFloatAtomicCycles}}) {
    if (!Root->get(Key))
      continue;
    *Field = R.num(Root, Key, Key).value_or(0);
    if (R.Err.empty() && !(*Field > 0 && *Field <= 1e6))
      R.fail(std::string(Key) + ".value",
             "must be SM cycles per warp atomic for the whole GPU, above 0 "
             "and at most 1e6");
  }
  if (Root->get("block_launch")) {
    G.BlockLaunchCycles =
        R.num(Root, "block_launch", "block_launch").value_or(0);
    if (R.Err.empty() && !(G.BlockLaunchCycles <= 1e6))
      R.fail("block_launch.value", "must be SM cycles per block, at most "
                                   "1e6");
  }
  for (auto [Key, Field] :
       {std::pair{"block_start", &G.BlockStartCycles},
        std::pair{"block_start_per_warp", &G.BlockStartCyclesPerWarp}}) {
    if (!Root->get(Key))
      continue;
    *Field = R.num(Root, Key, Key).value_or(0);
    if (R.Err.empty() && !(*Field <= 1e6))
      R.fail(std::string(Key) + ".value", "must be SM cycles, at most 1e6");
  }
  // Checked first: bandwidths below are divided by these.
  if (R.Err.empty()) {
    // Beyond these no GPU is: a typo (1e9 SMs, a 1e-300 MHz clock) would
    // otherwise give numbers 1e305 wide.
    if (G.SMCount == 0)
      R.fail("sm_count.value", "must be positive");
    else if (G.SMCount > 4096)
      R.fail("sm_count.value", "must be at most 4096");
    else if (G.ClockMHz <= 0)
      R.fail("clock_mhz.value", "must be positive");
    else if (G.ClockMHz < 10 || G.ClockMHz > 100000)
      R.fail("clock_mhz.value", "must be between 10 and 100000 MHz");
    else if (G.WarpSize == 0)
      R.fail("warp_size.value", "must be positive");
  }

  // Limits.
  SMLimits &L = G.Limits;
  if (const json::Object *Lim = R.object(Root, "limits", "limits")) {
    auto U = [&](StringRef Key) {
      return R.count(Lim, Key, ("limits." + Key).str()).value_or(0);
    };
    auto Dim = [&](StringRef Key, Dim3 &D) {
      if (auto V = R.list(Lim, Key, ("limits." + Key).str())) {
        if (V->size() != 3)
          return R.fail(("limits." + Key).str(), "expected [x, y, z]");
        D = Dim3{static_cast<uint64_t>((*V)[0]),
                 static_cast<uint64_t>((*V)[1]),
                 static_cast<uint64_t>((*V)[2])};
      }
    };
    L.MaxThreadsPerBlock = U("max_threads_per_block");
    Dim("max_block_dim", L.MaxBlockDim);
    Dim("max_grid_dim", L.MaxGridDim);
    L.MaxThreadsPerSM = U("max_threads_per_sm");
    L.MaxWarpsPerSM = U("max_warps_per_sm");
    L.MaxBlocksPerSM = U("max_blocks_per_sm");
    L.RegistersPerSM = U("registers_per_sm");
    L.MaxRegistersPerBlock = U("max_registers_per_block");
    L.MaxRegistersPerThread = U("max_registers_per_thread");
    L.RegisterAllocationUnit = U("register_allocation_unit");
    if (auto Gran = R.str(Lim, "register_allocation_granularity",
                          "limits.register_allocation_granularity")) {
      if (*Gran != "block" && *Gran != "warp")
        R.fail("limits.register_allocation_granularity.value",
               "expected \"block\" or \"warp\"");
      L.RegisterAllocationPerBlock = *Gran == "block";
    }
    L.WarpAllocationGranularity = U("warp_allocation_granularity");
    L.SharedMemoryPerSM = U("shared_memory_per_sm");
    L.SharedMemoryPerBlock = U("shared_memory_per_block");
    L.SharedMemoryPerBlockOptin = U("shared_memory_per_block_optin");
    L.SharedMemoryAllocationUnit = U("shared_memory_allocation_unit");
    L.ReservedSharedMemoryPerBlock = U("reserved_shared_memory_per_block");
    if (auto C = R.list(Lim, "shared_memory_carveouts_kib",
                        "limits.shared_memory_carveouts_kib"))
      for (double K : *C)
        L.CarveoutsKiB.push_back(static_cast<uint64_t>(K));
  }

  // Memory levels.
  if (const json::Object *Mem = R.object(Root, "memory", "memory")) {
    for (unsigned I = 0; I < NumMemLevels; ++I) {
      std::string Key = memLevelKey(static_cast<MemLevel>(I));
      std::string Path = "memory." + Key;
      const json::Object *Lv = R.object(Mem, Key, Path);
      if (!Lv)
        continue;
      MemLevelDesc &D = G.Mem[I];
      D.Latency = R.num(Lv, "latency", Path + ".latency").value_or(0);
      if (R.Err.empty() && D.Latency > MaxLatencyCycles)
        R.fail(Path + ".latency.value",
               "over 1e6 cycles: not a memory latency");
      std::optional<double> DeviceBW =
          R.num(Lv, "bandwidth_gbs", Path + ".bandwidth_gbs", false);
      std::optional<double> SMBW =
          R.num(Lv, "bandwidth_bytes_per_clk_sm",
                Path + ".bandwidth_bytes_per_clk_sm", false);
      if (DeviceBW && G.SMCount && G.ClockMHz > 0)
        // The paper splits device bandwidth evenly over the SMs.
        D.BytesPerClkPerSM = *DeviceBW * 1e9 / G.SMCount / (G.ClockMHz * 1e6);
      else if (SMBW)
        D.BytesPerClkPerSM = *SMBW;
      else
        R.fail(Path, "needs bandwidth_gbs or bandwidth_bytes_per_clk_sm");
      if (R.Err.empty() && D.BytesPerClkPerSM <= 0)
        R.fail(Path, "bandwidth must be positive");
      D.SizeKiB = R.num(Lv, "size_kib", Path + ".size_kib", false).value_or(0);
      if (I == static_cast<unsigned>(MemLevel::L2) && G.SMCount) {
        // Chip-wide per clock in the file, per SM here.
        G.L2StoreSectorsPerClkSM =
            R.num(Lv, "store_sectors_per_clk", Path + ".store_sectors_per_clk",
                  false)
                .value_or(0) /
            G.SMCount;
        G.L2StoreLinesPerClkSM =
            R.num(Lv, "store_lines_per_clk", Path + ".store_lines_per_clk",
                  false)
                .value_or(0) /
            G.SMCount;
      }
      if (I == static_cast<unsigned>(MemLevel::Global)) {
        if (auto V = R.num(Lv, "copy_bandwidth_gbs",
                           Path + ".copy_bandwidth_gbs", false)) {
          if (R.Err.empty() && *V <= 0)
            R.fail(Path + ".copy_bandwidth_gbs", "must be positive");
          else if (G.SMCount && G.ClockMHz > 0)
            G.DRAMCopyBytesPerClkPerSM =
                *V * 1e9 / G.SMCount / (G.ClockMHz * 1e6);
        }
        if (auto V = R.count(Lv, "sector_bytes", Path + ".sector_bytes", false))
          G.SectorBytes = *V;
        if (auto V = R.count(Lv, "line_bytes", Path + ".line_bytes", false))
          G.LineBytes = *V;
        if (auto V = R.count(Lv, "mshr", Path + ".mshr", false))
          G.MSHR = *V;
        if (auto V = R.count(Lv, "partitions", Path + ".partitions", false))
          G.DRAMPartitions = *V;
        if (auto V = R.count(Lv, "partition_bytes", Path + ".partition_bytes",
                             false))
          G.PartitionBytes = *V;
      }
      if (I == static_cast<unsigned>(MemLevel::Shared)) {
        if (auto V = R.count(Lv, "banks", Path + ".banks", false)) {
          G.SharedBanks = *V;
          if (!*V && R.Err.empty())
            R.fail(Path + ".banks.value", "must be positive");
        }
        if (auto V = R.count(Lv, "bank_width_bytes",
                             Path + ".bank_width_bytes", false)) {
          G.BankWidthBytes = *V;
          if (!*V && R.Err.empty())
            R.fail(Path + ".bank_width_bytes.value", "must be positive");
        }
      }
    }
  }

  // Instruction classes.
  if (const json::Object *Ins = R.object(Root, "instructions", "instructions")) {
    for (unsigned I = 0; I < NumInstrClasses; ++I) {
      auto C = static_cast<InstrClass>(I);
      std::string Key = instrClassKey(C);
      std::string Path = "instructions." + Key;
      bool Optional = C == InstrClass::FP32SmemOperand;
      if (Optional && !Ins->get(Key))
        continue;
      const json::Object *Cls = R.object(Ins, Key, Path);
      if (!Cls)
        continue;
      G.Instrs[I].Throughput =
          R.num(Cls, "throughput", Path + ".throughput").value_or(0);
      G.Instrs[I].Latency =
          R.num(Cls, "latency", Path + ".latency", false).value_or(0);
      if (R.Err.empty() && G.Instrs[I].Throughput <= 0)
        R.fail(Path + ".throughput", "must be positive");
    }
    // Without a 1.x-style shared-operand entry the plain FP32 cost applies.
    auto SO = static_cast<unsigned>(InstrClass::FP32SmemOperand);
    if (G.Instrs[SO].Throughput == 0)
      G.Instrs[SO] = G.Instrs[static_cast<unsigned>(InstrClass::FP32)];
  }

  // The matrix pipe: optional; a type the file does not list is one the GPU
  // does not have.
  if (const json::Value *TV = Root->get("tensor")) {
    const json::Object *T = TV->getAsObject();
    if (!T)
      R.fail("tensor", "expected an object of <type>: {value, source}");
    for (unsigned I = 0; T && I < NumTensorTypes; ++I) {
      std::string Key = tensorTypeKey(static_cast<TensorType>(I));
      if (!T->get(Key))
        continue;
      G.TensorFlopsPerClkSM[I] =
          R.num(T, Key, "tensor." + Key).value_or(0);
      if (R.Err.empty() && !(G.TensorFlopsPerClkSM[I] > 0 &&
                             G.TensorFlopsPerClkSM[I] <= 1e6))
        R.fail("tensor." + Key,
               "must be a positive FLOP/clk/SM of at most 1e6");
    }
    if (T)
      for (const auto &KV : *T) {
        bool Known = KV.first == "note";
        for (unsigned I = 0; I < NumTensorTypes; ++I)
          Known |= KV.first == tensorTypeKey(static_cast<TensorType>(I));
        if (!Known)
          R.fail("tensor." + KV.first.str(),
                 "unknown tensor type (known: fp16, fp16_fp32acc, tf32, "
                 "int8, fp8, fp64)");
      }
  }

  // Sanity checks a malformed file would otherwise turn into a division by
  // zero far away.
  if (R.Err.empty()) {
    if (L.MaxThreadsPerBlock == 0 || L.MaxWarpsPerSM == 0 ||
             L.MaxBlocksPerSM == 0 || L.MaxThreadsPerSM == 0)
      R.fail("limits", "thread, warp and block limits must be positive");
    // Per-warp loops of the model run once per resident warp: a file
    // allowing 4e9 warps per SM took 90 s. Real SMs hold at most 64 warps.
    else if (L.MaxWarpsPerSM > 1024 || L.MaxThreadsPerSM > 32768 ||
             L.MaxBlocksPerSM > 1024)
      R.fail("limits", "more than 1024 warps, 32768 threads or 1024 blocks "
                       "per SM: not a GPU");
    else if (L.RegistersPerSM == 0 || L.RegisterAllocationUnit == 0 ||
             L.WarpAllocationGranularity == 0)
      R.fail("limits", "register limits and allocation units must be positive");
    else if (L.SharedMemoryAllocationUnit == 0)
      R.fail("limits.shared_memory_allocation_unit.value",
             "must be positive");
  }

  if (!R.Err.empty())
    return createStringError(inconvertibleErrorCode(), R.Err);
  return G;
}

/// `<prefix>/share/lhf/gpus` next to the `<prefix>/lib` or `<prefix>/bin`
/// holding this code (the plugin or the driver), when it exists: an
/// installed copy finds its own GPU files, wherever the prefix is.
std::string thisBinaryDirectory() {
  Dl_info Info;
  if (!dladdr(reinterpret_cast<void *>(&thisBinaryDirectory), &Info) ||
      !Info.dli_fname)
    return "";
  // A shared library's name has its path; the program's is argv[0]: a bare
  // "lhf" when found through PATH, so the kernel's link is asked instead.
  SmallString<256> P(StringRef(Info.dli_fname).contains('/')
                         ? std::string(Info.dli_fname)
                         : sys::fs::getMainExecutable(
                               nullptr,
                               reinterpret_cast<void *>(&thisBinaryDirectory)));
  if (P.empty() || sys::fs::make_absolute(P))
    return "";
  return sys::path::parent_path(P).str();
}

static std::string installedGPUDirectory() {
  std::string Dir = thisBinaryDirectory();
  if (Dir.empty())
    return "";
  SmallString<256> P(Dir);
  sys::path::append(P, "..", "share", "lhf", "gpus");
  sys::path::remove_dots(P, /*remove_dot_dot=*/true);
  return sys::fs::is_directory(P) ? P.str().str() : "";
}

std::string gpuDirectory() {
  if (const char *Env = std::getenv("LHF_GPU_DIR"))
    if (*Env)
      return Env;
  static const std::string Installed = installedGPUDirectory();
  return Installed.empty() ? LHF_DEFAULT_GPU_DIR : Installed;
}

std::vector<std::string> listGPUNames() {
  std::vector<std::string> Names;
  std::error_code EC;
  for (sys::fs::directory_iterator It(gpuDirectory(), EC), End;
       It != End && !EC; It.increment(EC))
    if (sys::path::extension(It->path()) == ".json")
      Names.push_back(sys::path::stem(It->path()).str());
  llvm::sort(Names);
  return Names;
}

// One representative part per architecture, the most common data-centre GPU
// of that compute capability: a module's target CPU and a name like "sm_90"
// or "A100" that several files share become this one.
static const std::pair<const char *, const char *> ArchRepresentatives[] = {
    {"sm_10", "g80"},         {"sm_11", "g80"},      {"sm_12", "gtx280"},
    {"sm_13", "tesla-c1060"}, {"sm_20", "m2090"},    {"sm_21", "m2090"},
    {"sm_30", "k20x"},        {"sm_35", "k20x"},     {"sm_37", "k20x"},
    {"sm_70", "v100"},        {"sm_72", "v100"},     {"sm_75", "t4"},
    {"sm_80", "a100-40gb"},   {"sm_86", "a40"},      {"sm_87", "a40"},
    {"sm_89", "l40"},         {"sm_90", "h100-sxm"}, {"sm_90a", "h100-sxm"}};

std::string gpuForTargetCPU(StringRef CPU) {
  for (const auto &[Arch, Name] : ArchRepresentatives)
    if (CPU == Arch)
      return Name;
  return "";
}

static bool isRepresentative(StringRef Name) {
  return any_of(ArchRepresentatives,
                [&](const auto &P) { return Name == P.second; });
}

/// Letters and digits in lower case, without a vendor or product-line word:
/// "NVIDIA GeForce RTX 3090", "rtx-3090" and "rtx3090" are all "rtx3090".
static std::string nameKey(StringRef Name) {
  std::string K;
  for (char C : Name)
    if (isAlnum(C))
      K += toLower(C);
  for (StringRef Word : {"nvidia", "geforce", "quadro", "tesla"})
    if (StringRef(K).starts_with(Word) && K.size() > Word.size())
      K.erase(0, Word.size());
  return K;
}

/// The compute capability as 10 * major + minor that an architecture name
/// gives (sm_80, sm80, compute_90a, 8.6), or 0.
static unsigned archOf(StringRef Lower) {
  StringRef A = Lower;
  unsigned Major = 0, Minor = 0;
  if (A.consume_front("sm") || A.consume_front("compute")) {
    A.consume_front("_");
    unsigned CC = 0;
    return A.rtrim("af").getAsInteger(10, CC) ? 0 : CC;
  }
  auto [L, R] = A.split('.');
  if (L.getAsInteger(10, Major) || R.getAsInteger(10, Minor) || Minor > 9)
    return 0;
  return Major * 10 + Minor;
}

/// The compute capability of the GPU file \p Name, or 0.
static unsigned archOfFile(StringRef Name) {
  SmallString<256> P(gpuDirectory());
  sys::path::append(P, Name + ".json");
  Expected<std::unique_ptr<MemoryBuffer>> Buf =
      readBoundedFile(P, "GPU file", MaxGPUFileBytes);
  if (!Buf) {
    consumeError(Buf.takeError());
    return 0;
  }
  Expected<GPUDesc> G = parseGPUDesc((*Buf)->getBuffer(), P);
  if (!G) {
    consumeError(G.takeError());
    return 0;
  }
  return G->CCMajor * 10 + G->CCMinor;
}

namespace {
/// A name as written, matched against the directory's files.
struct NameMatch {
  std::string File;              ///< the chosen file's name, or empty
  std::string Note;              ///< what was chosen and over what
  std::vector<std::string> Near; ///< for "did you mean", when none is
};
} // namespace

static NameMatch matchGPUName(StringRef Written,
                              const std::vector<std::string> &Known) {
  NameMatch M;
  std::string Key = nameKey(Written);
  std::vector<std::string> Same, Prefixed;
  for (const std::string &K : Known) {
    std::string KK = nameKey(K);
    if (KK == Key)
      Same.push_back(K);
    // A model's start ("a100", "h100"); a letter or two is only a typo.
    else if (Key.size() >= 3 && StringRef(KK).starts_with(Key))
      Prefixed.push_back(K);
  }
  if (Same.size() == 1) {
    M.File = Same.front();
    return M;
  }
  // An architecture: its representative, else every GPU of it to choose from.
  std::vector<std::string> Pool = Prefixed;
  std::string What = "'" + Written.str() + "'";
  if (unsigned CC = archOf(StringRef(Written).lower())) {
    Pool.clear();
    for (const std::string &K : Known)
      if (archOfFile(K) == CC)
        Pool.push_back(K);
    What += formatv(" (compute capability {0}.{1})", CC / 10, CC % 10).str();
  }
  std::vector<std::string> Reps;
  for (const std::string &K : Pool)
    if (isRepresentative(K))
      Reps.push_back(K);
  if (Pool.size() == 1 || Reps.size() == 1) {
    M.File = Pool.size() == 1 ? Pool.front() : Reps.front();
    std::vector<std::string> Others;
    for (const std::string &K : Pool)
      if (K != M.File)
        Others.push_back(K);
    M.Note = What + " is " + M.File;
    if (!Others.empty())
      M.Note += " (also " + join(Others, ", ") + ": name one to choose it)";
    return M;
  }
  M.Near = Pool;
  return M;
}

Expected<GPUDesc> loadGPUDesc(StringRef NameOrPath) {
  std::string Path, Note;
  bool IsPath = NameOrPath.ends_with(".json") || NameOrPath.contains('/');
  if (IsPath) {
    Path = NameOrPath.str();
  } else {
    SmallString<256> P(gpuDirectory());
    sys::path::append(P, NameOrPath + ".json");
    Path = P.str().str();
    // A name the directory lists but that cannot be opened (a dangling
    // link) is that file's error, not an unknown GPU.
    sys::fs::file_status Link;
    bool Listed = sys::fs::exists(Path) ||
                  (!sys::fs::status(Path, Link, /*follow=*/false) &&
                   sys::fs::exists(Link));
    std::vector<std::string> Known;
    NameMatch M;
    if (!Listed) {
      Known = listGPUNames();
      M = matchGPUName(NameOrPath, Known);
    }
    if (!M.File.empty()) {
      SmallString<256> L(gpuDirectory());
      sys::path::append(L, M.File + ".json");
      Path = L.str().str();
      Note = M.Note;
    } else if (!Listed) {
      std::vector<std::string> Near = M.Near;
      // A typo: a name a few edits away (one per four characters).
      unsigned MaxEdits = std::max<size_t>(1, NameOrPath.size() / 4);
      if (Near.empty())
        for (const std::string &K : Known)
          if (StringRef(K).edit_distance(NameOrPath.lower()) <= MaxEdits)
            Near.push_back(K);
      std::string Hint =
          Near.empty() ? "" : "; did you mean " + join(Near, " or ") + "?";
      if (Known.empty())
        return createStringError(inconvertibleErrorCode(),
                                 "unknown GPU '%s': no GPU files in %s",
                                 NameOrPath.str().c_str(),
                                 gpuDirectory().c_str());
      return createStringError(
          inconvertibleErrorCode(), "unknown GPU '%s'%s (known: %s)",
          NameOrPath.str().c_str(), Hint.c_str(), join(Known, ", ").c_str());
    }
  }
  Expected<std::unique_ptr<MemoryBuffer>> Buf =
      readBoundedFile(Path, "GPU file", MaxGPUFileBytes);
  if (!Buf)
    return Buf.takeError();
  Expected<GPUDesc> G = parseGPUDesc((*Buf)->getBuffer(), Path);
  if (G)
    G->NameNote = Note;
  return G;
}

} // namespace lhf
