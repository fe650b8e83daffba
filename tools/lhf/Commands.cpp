//===- Commands.cpp - The lhf driver's subcommands ------------------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// `lhf predict` and `lhf gpus`, and what the commands share: the target
/// architecture, kernel selection, the device compile. The path of an input
/// to its predictions is Analyse.cpp.
///
//===----------------------------------------------------------------------===//

#include "Commands.h"
#include "Compile.h"

#include "lhf/Model/Demangle.h"
#include "lhf/Model/Format.h"
#include "lhf/Passes/MachinePass.h"
#include "lhf/Sim/Simulator.h"
#include "lhf/Views/Report.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/Analysis/BranchProbabilityInfo.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/Analysis/UniformityAnalysis.h"
#include "llvm/CodeGen/MIRParser/MIRParser.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineModuleInfo.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"

#include <algorithm>

using namespace llvm;

namespace lhf {

/// The GPU's architecture for clang and ptxas: CUDA 13 targets sm_75 and
/// later, so older GPUs are compiled for sm_75 (said in the output); from
/// 9.0 on, the architecture-specific target (sm_90a).
std::string archFor(const DriverOptions &O, std::vector<std::string> &Notes) {
  unsigned Major = 8, Minor = 0;
  if (!O.GPU.empty()) {
    if (Expected<GPUDesc> G = loadGPUDesc(O.GPU)) {
      Major = G->CCMajor;
      Minor = G->CCMinor;
    } else {
      consumeError(G.takeError());
    }
  }
  if (Major * 10 + Minor < 75) {
    Notes.push_back(formatv("CUDA 13 cannot target sm_{0}{1}: the code was "
                            "compiled for sm_75",
                            Major, Minor));
    Major = 7;
    Minor = 5;
  }
  // From 9.0 on, some instructions (wgmma, setmaxnreg) exist only in the
  // architecture-specific target, which is what runs on the chosen GPU.
  return formatv("sm_{0}{1}{2}", Major, Minor, Major >= 9 ? "a" : "").str();
}

/// "tile<16>" for "void tile<16>(float*, int)": the name without the
/// return type a template instance's demangled name starts with.
std::string instanceName(StringRef Demangled) {
  StringRef S = withoutParameters(Demangled);
  size_t Angle = S.find('<');
  size_t Space = S.take_front(Angle).rfind(' ');
  if (Space != StringRef::npos)
    S = S.drop_front(Space + 1);
  return S.str();
}

/// "tile" for "void tile<16>(float*, int)": the name a user types.
std::string baseName(StringRef Demangled) {
  std::string S = instanceName(Demangled); // a StringRef of it dangled
  return S.substr(0, S.find('<'));
}

/// \p S without spaces: "tile<float,16>" for "tile<float, 16>".
static std::string withoutSpaces(StringRef S) {
  std::string Out;
  for (char C : S)
    if (C != ' ')
      Out += C;
  return Out;
}

bool selected(const Function &F, StringRef Wanted) {
  return isKernel(F) && nameSelected(F.getName(), Wanted);
}

bool nameSelected(StringRef Symbol, StringRef Wanted) {
  if (Wanted.empty())
    return true;
  std::string D = demangledName(Symbol);
  std::string Base = baseName(D);
  StringRef Full = withoutParameters(D);
  if (Symbol == Wanted || D == Wanted || Full == Wanted || Base == Wanted)
    return true;
  // A template instance as written in code, spaces or not, or the start of
  // its argument list: `gemm<float, 128>`, `gemm<float,128>`, `gemm<float`.
  std::string Instance = withoutSpaces(instanceName(D));
  std::string W = withoutSpaces(Wanted);
  if (Instance == W ||
      (W.find('<') != std::string::npos && StringRef(Instance).starts_with(W) &&
       (Instance[W.size()] == ',' || Instance[W.size()] == '>')))
    return true;
  // Otherwise a regular expression that the whole name matches
  // (`--kernel 'sgemm_v[0-9]+'`), checked by the command line.
  Regex R(("^(" + Wanted + ")$").str());
  return R.match(Base) || R.match(Full) || R.match(D) || R.match(Symbol);
}

/// \p Name (LHFHost.so, LHF.so) in the driver's own lib/ (build tree and
/// install alike); "" when it is not there.
std::string pluginPath(StringRef Name) {
  SmallString<256> P(thisBinaryDirectory());
  sys::path::append(P, "..", "lib", Name);
  sys::path::remove_dots(P, /*remove_dot_dot=*/true);
  return sys::fs::exists(P) ? P.str().str() : "";
}

/// Compiles the .cu input to device IR in a new temporary file \p TmpLL,
/// with the user's flags after those of the compilation database; the
/// host code's launches go to the temporary file \p TmpLaunches (left
/// empty without LHFHost.so, which \p Notes then says).
/// share/lhf/include/lhf_cuda_compat.h of the install, else the source
/// tree's (what CUDA code compiled by nvcc uses and clang's headers lack).
std::string compatHeaderPath() {
  SmallString<256> P(thisBinaryDirectory());
  sys::path::append(P, "..", "share", "lhf", "include");
  sys::path::append(P, "lhf_cuda_compat.h");
  sys::path::remove_dots(P, /*remove_dot_dot=*/true);
  return sys::fs::exists(P) ? P.str().str() : LHF_COMPAT_HEADER;
}

/// Fast math in the compiler that reads \p Flags: nvcc's --use_fast_math
/// (a Makefile's, or the user's) is clang's -ffast-math with approximate
/// transcendentals (expf, sinf, logf become one special-function
/// instruction each, as in nvcc's code), and the reverse for the nvcc
/// parity check, which would otherwise fail on clang's spelling.
static std::vector<std::string> fastMathFor(ArrayRef<std::string> Flags,
                                            bool ForClang) {
  std::vector<std::string> Out;
  bool Fast = false;
  for (const std::string &F : Flags) {
    if (isFastMathFlag(F) || F == "-fcuda-approx-transcendentals")
      Fast = true;
    else
      Out.push_back(F);
  }
  if (!Fast)
    return Out;
  if (ForClang)
    Out.insert(Out.end(), {"-ffast-math", "-fcuda-approx-transcendentals"});
  else
    Out.push_back("--use_fast_math");
  return Out;
}

Expected<std::vector<std::string>> deviceCompileFlags(const DriverOptions &O,
                                                      bool ForClang) {
  // First, so that the user's own -include files see it as nvcc's would.
  std::vector<std::string> Flags;
  if (ForClang)
    Flags = {"-include", compatHeaderPath()};
  if (!O.CompileDB.empty()) {
    Expected<std::vector<std::string>> DB =
        flagsFromCompileDB(O.CompileDB, O.Input);
    if (!DB)
      return DB.takeError();
    Flags.insert(Flags.end(), DB->begin(), DB->end());
  }
  Flags.insert(Flags.end(), O.CompileFlags.begin(), O.CompileFlags.end());
  if (!ForClang) { // nvcc rejects clang's options for its back end
    std::vector<std::string> Kept;
    for (size_t I = 0; I < Flags.size(); ++I) {
      if (Flags[I] == "-mllvm" || Flags[I] == "-Xclang")
        ++I;
      else
        Kept.push_back(Flags[I]);
    }
    Flags = std::move(Kept);
  }
  return fastMathFor(Flags, ForClang);
}

Error compileInput(const DriverOptions &O, StringRef Arch,
                   SmallVectorImpl<char> &TmpLL,
                   SmallVectorImpl<char> &TmpLaunches,
                   std::vector<std::string> &Notes, bool *Unoptimized) {
  Expected<std::vector<std::string>> Flags = deviceCompileFlags(O);
  if (!Flags)
    return Flags.takeError();
  // The driver's own -O3 pipeline is clang's -O3 only as clang runs it
  // without flags that tune the optimiser (-O1, -fno-unroll-loops, -mllvm
  // options): with them, clang optimises.
  if (Unoptimized && any_of(*Flags, [](StringRef F) {
        return F.starts_with("-O") || F == "-mllvm" || F == "-Xclang" ||
               F.contains("unroll") || F.contains("vectorize") ||
               F.contains("inline");
      }))
    *Unoptimized = false;
  if (Unoptimized && *Unoptimized) { // -O3's attributes, none of its passes
    Flags->insert(Flags->end(), {"-Xclang", "-disable-llvm-passes"});
  } else if (std::string Passes = pluginPath("LHF.so"); !Passes.empty()) {
    // clang's -O3 with the vector accesses nvcc makes (AlignAsNvccPass);
    // the user's -mllvm -lhf-align-as-nvcc=false turns them off.
    bool Said = any_of(
        *Flags, [](StringRef F) { return F.contains("lhf-align-as-nvcc"); });
    Flags->insert(Flags->begin(), "-fpass-plugin=" + Passes);
    if (!Said)
      Flags->insert(Flags->begin() + 1, {"-mllvm", "-lhf-align-as-nvcc"});
  } else {
    Notes.push_back("LHF.so not found beside the driver: clang's code reads "
                    "a float4 cast from an array's element as four loads "
                    "where nvcc's reads one");
  }
  if (Error E = createTempFile("ll", TmpLL))
    return E;
  std::string Plugin = pluginPath("LHFHost.so");
  if (Plugin.empty())
    Notes.push_back("LHFHost.so not found beside the driver: launches are "
                    "not read from the host code");
  else if (Error E = createTempFile("json", TmpLaunches))
    return E;
  return compileCUDA(O.Input, Arch, O.CudaPath, *Flags,
                     StringRef(TmpLL.data(), TmpLL.size()),
                     TmpLaunches.empty() ? "" : Plugin,
                     StringRef(TmpLaunches.data(), TmpLaunches.size()));
}

int runPredict(const DriverOptions &O) {
  Expected<std::vector<KernelReport>> R = analyse(O);
  if (!R) {
    std::string Msg = toString(R.takeError());
    errs() << "lhf: error: " << Msg << "\n";
    // JSON readers get a document that says so, not an empty list.
    if (O.JSON) {
      json::Object Doc = jsonDocument({});
      Doc["errors"] = json::Array{json::Object{{"message", Msg}}};
      printJSON(outs(), std::move(Doc));
    }
    return ExitInput;
  }
  int RC = report(*R, formatOf(O), O.Verbose);
  // The process ends here: freeing every launch's kernel one by one cost
  // 3% of each further launch (a file's 30 launches of a large kernel),
  // so they stay, reachable, until exit (clang's -disable-free).
  [[maybe_unused]] static auto *Kept =
      new std::vector<KernelReport>(std::move(*R));
  return RC;
}

int runGPUs(OutputFormat Format) {
  json::Array A;
  int RC = ExitOK;
  bool JSON = Format == OutputFormat::JSON;
  if (listGPUNames().empty()) {
    errs() << "lhf: error: no GPU files (*.json) in " << gpuDirectory()
           << (std::getenv("LHF_GPU_DIR") ? " (from LHF_GPU_DIR)" : "")
           << "\n";
    return ExitInput;
  }
  if (Format == OutputFormat::Text)
    outs() << formatv("{0,-12} {1,-5} {2,4} {3,6} {4,9}  {5}\n", "name", "cc",
                      "SMs", "MHz", "DRAM GB/s", "full name (sources)");
  if (Format == OutputFormat::CSV)
    outs() << "name,compute_capability,sm_count,clock_mhz,bandwidth_gbs,"
              "full_name,assumed_figures\n";
  for (const std::string &N : listGPUNames()) {
    Expected<GPUDesc> G = loadGPUDesc(N);
    if (!G) {
      errs() << "lhf: error: " << toString(G.takeError()) << "\n";
      RC = ExitInput;
      continue;
    }
    double BW = G->mem(MemLevel::Global).BytesPerClkPerSM * G->SMCount *
                G->ClockMHz / 1000.0;
    if (JSON) {
      json::Object Sources;
      for (const auto &[K, V] : G->Sources)
        Sources[K] = V;
      json::Array Assumed;
      for (const std::string &K : G->assumedKeys())
        Assumed.push_back(K);
      A.push_back(json::Object{
          {"name", G->Name},
          {"full_name", G->FullName},
          {"compute_capability",
           formatv("{0}.{1}", G->CCMajor, G->CCMinor).str()},
          {"sm_count", G->SMCount},
          {"clock_mhz", G->ClockMHz},
          {"bandwidth_gbs", BW},
          {"assumed", std::move(Assumed)},
          {"sources", std::move(Sources)}});
      continue;
    }
    if (Format == OutputFormat::CSV) {
      outs() << formatv("{0},{1}.{2},{3},{4:f0},{5:f0},{6},{7}\n", G->Name,
                        G->CCMajor, G->CCMinor, G->SMCount, num(G->ClockMHz),
                        num(BW), csvField(G->FullName),
                        G->assumedKeys().size());
      continue;
    }
    outs() << formatv("{0,-12} {1}.{2,-3} {3,4} {4,6:f0} {5,9:f0}  {6}\n",
                      G->Name, G->CCMajor, G->CCMinor, G->SMCount,
                      num(G->ClockMHz), num(BW), G->FullName);
    outs() << "             sm_count: " << G->Sources["sm_count"] << "\n";
    outs() << "             global bandwidth: "
           << (G->Sources.count("memory.global.bandwidth_gbs")
                   ? G->Sources["memory.global.bandwidth_gbs"]
                   : G->Sources["memory.global.bandwidth_bytes_per_clk_sm"])
           << "\n";
    outs() << "             global latency: "
           << G->Sources["memory.global.latency"] << "\n";
    if (size_t N = G->assumedKeys().size())
      outs() << "             " << N << " figure(s) assumed (see "
             << G->FilePath << ")\n";
  }
  if (JSON)
    printJSON(outs(), json::Object{{"schema_version", JSONSchemaVersion},
                                   {"lhf_version", LHFVersion},
                                   {"gpus", std::move(A)}});
  return RC;
}

} // namespace lhf
