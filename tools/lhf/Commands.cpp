//===- Commands.cpp - The lhf driver's subcommands ------------------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The driver only translates its flags into the shared `-lhf-*` option set,
/// gets a module (compiling CUDA with clang, parsing IR or MIR), runs the
/// same analyses as the passes, asks ptxas for registers, and prints.
///
//===----------------------------------------------------------------------===//

#include "Commands.h"
#include "Compile.h"

#include "lhf/Model/Report.h"
#include "lhf/Passes/MachinePass.h"
#include "lhf/Sim/Simulator.h"

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

namespace {

Error fail(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

/// Hands the driver's flags to the shared -lhf-* options.
Error applyOptions(const DriverOptions &O) {
  std::vector<std::string> Argv = {"lhf"};
  auto Add = [&](StringRef Flag, StringRef Value) {
    if (!Value.empty())
      Argv.push_back(("-" + Flag + "=" + Value).str());
  };
  Add("lhf-gpu", O.GPU);
  Add("lhf-block", O.Block);
  Add("lhf-grid", O.Grid);
  Add("lhf-launch", O.Launch);
  Add("lhf-host-launches", O.HostLaunches);
  Add("lhf-aggregate", O.Model);
  for (const std::string &A : O.Args)
    Add("lhf-arg", A);
  if (O.Regs)
    Add("lhf-regs", std::to_string(*O.Regs));
  if (O.DynamicSmem)
    Add("lhf-dynamic-smem", std::to_string(*O.DynamicSmem));
  if (O.DefaultTrip)
    Add("lhf-default-trip", std::to_string(*O.DefaultTrip));
  std::vector<const char *> C;
  for (const std::string &S : Argv)
    C.push_back(S.c_str());
  cl::ResetAllOptionOccurrences();
  std::string Err;
  raw_string_ostream ES(Err);
  if (!cl::ParseCommandLineOptions(C.size(), C.data(), "", &ES))
    return fail(StringRef(Err).trim());
  return Error::success();
}

} // namespace

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

/// "tile" for "void tile<16>(float*, int)": the name a user types.
std::string baseName(StringRef Demangled) {
  StringRef S = Demangled.split('(').first;
  // The return type of a template instance precedes the name.
  size_t Angle = S.find('<');
  size_t Space = S.take_front(Angle).rfind(' ');
  if (Space != StringRef::npos)
    S = S.drop_front(Space + 1);
  return S.take_front(S.find('<')).str();
}

bool selected(const Function &F, StringRef Wanted) {
  if (!isKernel(F))
    return false;
  if (Wanted.empty())
    return true;
  std::string D = demangledName(F.getName());
  std::string Base = baseName(D);
  StringRef Full = StringRef(D).split('(').first;
  if (F.getName() == Wanted || D == Wanted || Full == Wanted ||
      Base == Wanted)
    return true;
  // Otherwise a regular expression that the whole name matches
  // (`--kernel 'sgemm_v[0-9]+'`), checked by the command line.
  Regex R(("^(" + Wanted + ")$").str());
  return R.match(Base) || R.match(Full) || R.match(D) ||
         R.match(F.getName());
}

/// The function attribute \p Name of the module's first kernel that has
/// it (what clang chose for the device), or "".
std::string kernelAttr(const Module &M, StringRef Name) {
  for (const Function &F : M)
    if (isKernel(F) && F.hasFnAttribute(Name))
      return F.getFnAttribute(Name).getValueAsString().str();
  return "";
}

Expected<std::unique_ptr<TargetMachine>> targetFor(Module &M,
                                                   StringRef CPU) {
  std::string Err;
  const Triple &TT = M.getTargetTriple();
  if (!TT.isNVPTX())
    return fail(M.getModuleIdentifier() + ": target '" + TT.str() +
                "' is not NVPTX");
  const Target *T = TargetRegistry::lookupTarget(TT, Err);
  if (!T)
    return fail("no NVPTX target in this LLVM: " + Err);
  // The PTX version the front end chose (clang writes "+ptx88" for CUDA 13)
  // goes with the module: the target's default for the CPU is the oldest
  // that supports it, and ptxas rejects newer PTX features under it
  // ("'.op_restrict' requires PTX ISA .version 8.0").
  return std::unique_ptr<TargetMachine>(T->createTargetMachine(
      TT, CPU, kernelAttr(M, "target-features"), TargetOptions(),
      std::nullopt, std::nullopt, CodeGenOptLevel::Aggressive));
}

std::string cpuOf(const Module &M, StringRef Fallback) {
  std::string CPU = kernelAttr(M, "target-cpu");
  return CPU.empty() ? Fallback.str() : CPU;
}

/// Replaces the register estimate by what ptxas says, and re-predicts.
void applyPtxas(KernelReport &R, const std::map<std::string, PtxasInfo> &P,
                bool RegsGiven) {
  LHFResult &Res = R.Result;
  if (Res.State != LHFResult::Predicted)
    return;
  auto It = P.find(Res.Kernel.Name);
  if (It == P.end())
    return;
  KernelDesc &K = Res.Kernel;
  if (!RegsGiven) {
    K.RegsPerThread = It->second.Registers;
    K.RegsSource = "ptxas";
    llvm::erase_if(K.Assumptions, [](const Assumption &A) {
      return StringRef(A.Text).starts_with("registers per thread");
    });
  }
  if (It->second.SharedBytes > K.StaticSmemBytes)
    K.StaticSmemBytes = It->second.SharedBytes;
  if (It->second.SpillBytes)
    K.Assumptions.push_back(
        {formatv("ptxas reports {0} bytes of register spills: local-memory "
                 "traffic beyond the code's own is not modelled",
                 It->second.SpillBytes),
         K.Loc});
  Res.Pred = evaluate(K, *Res.GPU, modelOptions());
}

/// LHFHost.so, beside the driver's own lib/ (build tree and install alike).
std::string hostPluginPath() {
  SmallString<256> P(thisBinaryDirectory());
  sys::path::append(P, "..", "lib", "LHFHost.so");
  sys::path::remove_dots(P, /*remove_dot_dot=*/true);
  return sys::fs::exists(P) ? P.str().str() : "";
}

/// Compiles the .cu input to device IR in a new temporary file \p TmpLL,
/// with the user's flags after those of the compilation database; the
/// host code's launches go to the temporary file \p TmpLaunches (left
/// empty without LHFHost.so, which \p Notes then says).
Error compileInput(const DriverOptions &O, StringRef Arch,
                   SmallVectorImpl<char> &TmpLL,
                   SmallVectorImpl<char> &TmpLaunches,
                   std::vector<std::string> &Notes) {
  std::vector<std::string> Flags;
  if (!O.CompileDB.empty()) {
    Expected<std::vector<std::string>> DB =
        flagsFromCompileDB(O.CompileDB, O.Input);
    if (!DB)
      return DB.takeError();
    Flags = std::move(*DB);
  }
  Flags.insert(Flags.end(), O.CompileFlags.begin(), O.CompileFlags.end());
  if (std::error_code EC = sys::fs::createTemporaryFile("lhf", "ll", TmpLL))
    return fail("cannot create a temporary file: " + EC.message());
  std::string Plugin = hostPluginPath();
  if (Plugin.empty())
    Notes.push_back("LHFHost.so not found beside the driver: launches are "
                    "not read from the host code");
  else if (std::error_code EC =
               sys::fs::createTemporaryFile("lhf", "json", TmpLaunches))
    return fail("cannot create a temporary file: " + EC.message());
  return compileCUDA(O.Input, Arch, O.CudaPath, Flags,
                     StringRef(TmpLL.data(), TmpLL.size()),
                     TmpLaunches.empty() ? "" : Plugin,
                     StringRef(TmpLaunches.data(), TmpLaunches.size()));
}

namespace {

/// One report per launch of a kernel (the host code may launch it from
/// several places).
void addLaunches(std::vector<KernelReport> &Out, LHFResult R,
                 StringRef Level) {
  std::vector<LHFResult> More = std::move(R.MoreLaunches);
  R.MoreLaunches.clear();
  Out.push_back({std::move(R), Level.str()});
  for (LHFResult &M : More)
    Out.push_back({std::move(M), Level.str()});
}

/// The error for a --kernel that names no kernel of \p M.
Error noKernelNamed(const DriverOptions &O, const Module &M) {
  std::string Known;
  for (const Function &F : M)
    if (isKernel(F))
      Known += (Known.empty() ? "" : ", ") + baseName(demangledName(F.getName()));
  return fail(formatv("no kernel named or matching '{0}' in {1}; kernels: "
                      "{2}",
                      O.Kernel,
                      O.Input, Known));
}

Expected<std::vector<KernelReport>> analyseMIR(const DriverOptions &O,
                                               LLVMContext &Ctx) {
  SMDiagnostic Diag;
  std::unique_ptr<MIRParser> Parser =
      createMIRParserFromFile(O.Input, Diag, Ctx);
  if (!Parser)
    return fail(O.Input + ": " + Diag.getMessage());
  std::unique_ptr<Module> M = Parser->parseIRModule();
  if (!M)
    return fail(O.Input + ": cannot parse the IR part of the MIR file");
  Expected<std::unique_ptr<TargetMachine>> TM =
      targetFor(*M, cpuOf(*M, "sm_80"));
  if (!TM)
    return TM.takeError();
  M->setDataLayout((*TM)->createDataLayout());
  MachineModuleInfo MMI(TM->get());
  // The parser runs LLVM's machine verifier and aborts on its errors
  // ("Found 3 machine code errors"): caught, one line.
  bool ParseFailed = true;
  CrashRecoveryContext::Enable();
  CrashRecoveryContext CRC;
  if (!CRC.RunSafely(
          [&] { ParseFailed = Parser->parseMachineFunctions(*M, MMI); }))
    return fail(O.Input + ": LLVM's machine verifier rejects it (its "
                          "errors are above): not analysed");
  if (ParseFailed)
    return fail(O.Input + ": cannot parse the machine functions");
  std::vector<KernelReport> Out;
  for (Function &F : *M)
    if (selected(F, O.Kernel))
      if (MachineFunction *MF = MMI.getMachineFunction(F))
        addLaunches(Out, analyseMachineFunction(*MF), "mir");
  if (Out.empty())
    return fail(O.Input + ": no machine function to analyse (a .mir file "
                          "without its machine part, or no kernel selected)");
  return Out;
}

/// The driver's spelling of the shared options named in a message
/// ("pass -lhf-grid" reads "pass --grid" here).
std::string driverSpelling(StringRef Text) {
  static const std::pair<StringRef, StringRef> Names[] = {
      {"-lhf-dynamic-smem", "--dynamic-smem"},
      {"-lhf-default-trip", "--default-trip"},
      {"-lhf-arg=", "--arg "},
      {"-lhf-aggregate", "--model"},
      {"-lhf-launch", "--launch"},
      {"-lhf-block", "--block"},
      {"-lhf-grid", "--grid"},
      {"-lhf-regs", "--regs"},
      {"-lhf-gpu", "--gpu"},
      {"-lhf-arg", "--arg"}};
  std::string S = Text.str();
  for (const auto &[From, To] : Names) // longest names first
    for (size_t At = S.find(From); At != std::string::npos;
         At = S.find(From, At + To.size()))
      S.replace(At, From.size(), To.str());
  return S;
}

Expected<std::vector<KernelReport>> analyseInput(const DriverOptions &O);

} // namespace

Expected<std::vector<KernelReport>> analyse(const DriverOptions &O) {
  Expected<std::vector<KernelReport>> R = analyseInput(O);
  if (!R)
    return fail(driverSpelling(toString(R.takeError())));
  for (KernelReport &K : *R) {
    LHFResult &Res = K.Result;
    Res.Message = driverSpelling(Res.Message);
    Res.GPUChoice = driverSpelling(Res.GPUChoice);
    Res.Kernel.LaunchFrom = driverSpelling(Res.Kernel.LaunchFrom);
    for (std::string &N : Res.Pred.Notes)
      N = driverSpelling(N);
    for (Hint &H : Res.Pred.Hints)
      H.Message = driverSpelling(H.Message);
  }
  return R;
}

namespace {

Expected<std::vector<KernelReport>> analyseInput(const DriverOptions &O) {
  if (!sys::fs::exists(O.Input))
    return fail(O.Input + ": no such file");
  static LLVMContext Ctx;
  StringRef Ext = sys::path::extension(O.Input);
  if (Ext == ".mir") {
    if (Error E = applyOptions(O))
      return std::move(E);
    return analyseMIR(O, Ctx);
  }

  std::vector<std::string> Notes, ArchNotes;
  std::string Arch = archFor(O, ArchNotes);
  std::string IRFile = O.Input;
  SmallString<128> Tmp, TmpLaunches;
  scope_exit Cleanup([&] {
    for (StringRef T : {StringRef(Tmp), StringRef(TmpLaunches)})
      if (!T.empty())
        sys::fs::remove(T);
  });
  DriverOptions WithHost = O;
  if (Ext == ".cu") {
    Notes = ArchNotes;
    if (Error E = compileInput(O, Arch, Tmp, TmpLaunches, Notes))
      return std::move(E);
    IRFile = Tmp.str().str();
    WithHost.HostLaunches = TmpLaunches.str().str();
  } else if (Ext != ".ll" && Ext != ".bc") {
    return fail(O.Input + ": expected a .cu, .ll, .bc or .mir file");
  }
  if (Error E = applyOptions(WithHost))
    return std::move(E);
  SMDiagnostic Diag;
  std::unique_ptr<Module> M = parseIRFile(IRFile, Diag, Ctx);
  if (!M)
    return fail(O.Input + ":" + Twine(Diag.getLineNo()) + ": " +
                Diag.getMessage());
  std::string CPU = cpuOf(*M, Arch);
  Expected<std::unique_ptr<TargetMachine>> TM = targetFor(*M, CPU);
  if (!TM)
    return TM.takeError();

  std::vector<KernelReport> Out;
  bool AnyKernel = false;
  for (Function &F : *M)
    AnyKernel |= isKernel(F);
  if (!AnyKernel)
    return fail(O.Input + ": no kernels (__global__ functions) in the file");

  // The IR level never runs code generation: it is what opt and clang
  // report, registers included (unknown unless --regs); a backend that
  // rejects the IR, or takes minutes on it, is not its business.
  if (O.Level == "ir") {
    FunctionAnalysisManager FAM;
    PassBuilder PB(TM->get());
    PB.registerFunctionAnalyses(FAM);
    for (Function &F : *M)
      if (selected(F, O.Kernel))
        addLaunches(Out,
                    analyseKernel(F, IRAnalyses{
                                         FAM.getResult<LoopAnalysis>(F),
                                         FAM.getResult<ScalarEvolutionAnalysis>(F),
                                         FAM.getResult<BranchProbabilityAnalysis>(F),
                                         &FAM.getResult<UniformityInfoAnalysis>(F)}),
                    "ir");
    if (Out.empty())
      return noKernelNamed(O, *M);
    for (KernelReport &R : Out)
      for (const std::string &N : Notes)
        R.Result.Pred.Notes.push_back(N);
    return Out;
  }
  // Code generation: the machine results, and the PTX ptxas reads.
  setMachineResultSink([&](const MachineFunction &MF, const LHFResult &R) {
    if (selected(MF.getFunction(), O.Kernel))
      addLaunches(Out, R, "mir");
  });
  SmallString<0> PTX;
  bool CodegenOK = true;
  {
    raw_svector_ostream OS(PTX);
    legacy::PassManager PM;
    TargetLibraryInfoImpl TLII(M->getTargetTriple());
    PM.add(new TargetLibraryInfoWrapperPass(TLII));
    if ((*TM)->addPassesToEmitFile(PM, OS, nullptr,
                                   CodeGenFileType::AssemblyFile))
      return fail("the NVPTX target cannot emit PTX");
    // The backend reports some input it rejects with a fatal error (a
    // symbol name with unsupported characters): caught here, so that the
    // driver says so in one line instead of aborting.
    CrashRecoveryContext::Enable();
    CrashRecoveryContext CRC;
    CodegenOK = CRC.RunSafely([&] { PM.run(*M); });
  }
  setMachineResultSink(nullptr);
  if (!CodegenOK)
    return fail(O.Input + ": the NVPTX backend could not compile it (its "
                          "message is above): no machine-level prediction");
  if (Out.empty())
    return noKernelNamed(O, *M);
  Expected<std::map<std::string, PtxasInfo>> P =
      runPtxas(PTX, CPU, O.CudaPath);
  if (!P) {
    Notes.push_back(toString(P.takeError()) +
                    "; registers per thread are estimated");
  } else {
    for (KernelReport &R : Out)
      applyPtxas(R, *P, O.Regs.has_value());
  }
  for (KernelReport &R : Out)
    for (const std::string &N : Notes)
      R.Result.Pred.Notes.push_back(N);
  return Out;
}

} // namespace

int runPredict(const DriverOptions &O) {
  Expected<std::vector<KernelReport>> R = analyse(O);
  if (!R) {
    errs() << "lhf: error: " << toString(R.takeError()) << "\n";
    return ExitInput;
  }
  return report(*R, formatOf(O));
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
                        G->CCMajor, G->CCMinor, G->SMCount, G->ClockMHz, BW,
                        csvField(G->FullName), G->assumedKeys().size());
      continue;
    }
    outs() << formatv("{0,-12} {1}.{2,-3} {3,4} {4,6:f0} {5,9:f0}  {6}\n",
                      G->Name, G->CCMajor, G->CCMinor, G->SMCount,
                      G->ClockMHz, BW, G->FullName);
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
    outs() << formatv("{0:2}", json::Value(json::Object{
                                   {"schema_version", JSONSchemaVersion},
                                   {"lhf_version", LHFVersion},
                                   {"gpus", std::move(A)}}))
           << "\n";
  return RC;
}

} // namespace lhf
