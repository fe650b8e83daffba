//===- Analyse.cpp - The driver's path from an input to predictions ------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// One input, in a straight line: flags -> request -> compile (clang with
/// the host-launch reader) -> session (host launch sites) -> resolve
/// launches -> ptxas, first when a default grid needs its registers ->
/// front ends (IR, then machine code during code generation) -> evaluate
/// -> the reports the views print. The same session calls as the plugins.
///
//===----------------------------------------------------------------------===//

#include "Commands.h"
#include "Compile.h"
#include "Progress.h"

#include "lhf/Model/Demangle.h"
#include "lhf/Model/InputLimits.h"
#include "lhf/Passes/MachinePass.h"
#include "lhf/Session/Spelling.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/Analysis/BranchProbabilityInfo.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/Analysis/UniformityAnalysis.h"
#include "llvm/CodeGen/MIRParser/MIRParser.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineModuleInfo.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"
#include "llvm/Transforms/Utils/Cloning.h"

#include <set>

using namespace llvm;

namespace lhf {

/// Runs \p F; false, with LLVM's reason in \p Why, when it stops the
/// process with a fatal error ("Broken module found", "Found 3 machine code
/// errors", a symbol the backend cannot print) or crashes: the driver says
/// so in its one line instead of "LLVM ERROR" and a stack dump.
bool runGuarded(function_ref<void()> F, std::string &Why) {
  ScopedFatalErrorHandler Handler(
      [](void *User, const char *Reason, bool) {
        *static_cast<std::string *>(User) = Reason;
        if (CrashRecoveryContext *C = CrashRecoveryContext::GetCurrent())
          C->HandleExit(1);
      },
      &Why);
  CrashRecoveryContext::Enable();
  CrashRecoveryContext CRC;
  return CRC.RunSafely(F);
}

/// " (LLVM: <reason>)", or "" when the reason was printed above.
std::string llvmReason(StringRef Why) {
  return Why.empty() ? " (its message is above)"
                     : (" (LLVM: " + Why.trim() + ")").str();
}

KeptErrors::KeptErrors(LLVMContext &Ctx, bool QuietWarnings)
    : Ctx(Ctx), Old(Ctx.getDiagnosticHandler()) {
  Ctx.setDiagnosticHandler(std::make_unique<Handler>(Errors, QuietWarnings));
}

KeptErrors::~KeptErrors() { Ctx.setDiagnosticHandler(std::move(Old)); }

bool KeptErrors::Handler::handleDiagnostics(const DiagnosticInfo &DI) {
  if (DI.getSeverity() != DS_Error)
    return Quiet;
  std::string S;
  raw_string_ostream OS(S);
  DiagnosticPrinterRawOStream DP(OS);
  DI.print(DP);
  Errors.push_back(S);
  return true;
}

namespace {

Error fail(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

/// The function attribute \p Name of the module's first kernel that has
/// it (what clang chose for the device), or "".
std::string kernelAttr(const Module &M, StringRef Name) {
  for (const Function &F : M)
    if (isKernel(F) && F.hasFnAttribute(Name))
      return F.getFnAttribute(Name).getValueAsString().str();
  return "";
}

Expected<std::unique_ptr<TargetMachine>> targetFor(Module &M, StringRef CPU) {
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
      TT, CPU, kernelAttr(M, "target-features"), TargetOptions(), std::nullopt,
      std::nullopt, CodeGenOptLevel::Aggressive));
}

std::string cpuOf(const Module &M, StringRef Fallback) {
  std::string CPU = kernelAttr(M, "target-cpu");
  return CPU.empty() ? Fallback.str() : CPU;
}

/// The report of a kernel that got no prediction, and why.
KernelReport failed(std::string Kernel, std::string Why, StringRef Level) {
  KernelReport R;
  R.Kernel = std::move(Kernel);
  R.Error = std::move(Why);
  R.Level = Level.str();
  return R;
}

/// One report per launch of a kernel, or one with its error.
void addReports(std::vector<KernelReport> &Out, LHFResult R, StringRef Level) {
  if (R.State != LHFResult::Predicted) {
    Out.push_back(failed(R.Kernel, R.Message, Level));
    return;
  }
  for (KernelResult &K : R.Launches)
    Out.push_back({R.Kernel, "", std::move(K), Level.str()});
}

/// The error for a --kernel that names no kernel of \p M.
Error noKernelNamed(const DriverOptions &O, const Module &M) {
  std::string Known;
  for (const Function &F : M)
    if (isKernel(F))
      Known += (Known.empty() ? "" : ", ") +
               instanceName(demangledName(F.getName()));
  return fail(formatv("no kernel named or matching '{0}' in {1}; kernels: "
                      "{2}",
                      O.Kernel, O.Input, Known));
}

/// PTX for \p M, by the NVPTX backend; \p Client (when given) receives
/// each kernel's machine function on the way.
Error emitPTX(Module &M, TargetMachine &TM, SmallVectorImpl<char> &PTX,
              StringRef Input, MachineClientScope::Callback Client = nullptr) {
  std::optional<MachineClientScope> Scope;
  if (Client)
    Scope.emplace(std::move(Client));
  KeptErrors Errors(M.getContext());
  raw_svector_ostream OS(PTX);
  legacy::PassManager PM;
  TargetLibraryInfoImpl TLII(M.getTargetTriple());
  PM.add(new TargetLibraryInfoWrapperPass(TLII));
  if (TM.addPassesToEmitFile(PM, OS, nullptr, CodeGenFileType::AssemblyFile))
    return fail("the NVPTX target cannot emit PTX");
  // The backend reports some input it rejects with a fatal error (a
  // symbol name with unsupported characters).
  if (std::string Why; !runGuarded([&] { PM.run(M); }, Why)) {
    // clang's headers still declare the shuffles without a mask, which
    // sm_70 and later lack (CUDA 9 deprecated them; nvcc rejects them).
    StringRef W = Why;
    std::string Hint =
        W.contains("nvvm.shfl.") && !W.contains("nvvm.shfl.sync")
            ? "; __shfl, __shfl_up, __shfl_down and __shfl_xor without "
              "_sync do not exist on compute capability 7.0 and later "
              "(nvcc rejects them too): use __shfl_sync and its kin"
            : "";
    return fail(Input + ": the NVPTX backend could not compile it" +
                llvmReason(Why) + Hint + ": no machine-level prediction");
  }
  if (!Errors.empty())
    return fail(Input + ": the NVPTX backend rejects it: " + Errors.first() +
                " (no machine-level prediction; --level ir predicts the IR)");
  return Error::success();
}

/// What ptxas said of a module: nothing yet, the registers, or an error.
enum class PtxasAnswer { NotAsked, Known, Failed };

/// Tells the session what ptxas says about each kernel of \p PTX; Failed
/// (with the reason in \p Notes) when ptxas could not say. A kernel whose
/// code ptxas rejects is named in \p Rejected with the reason: the GPU
/// would never run it.
PtxasAnswer askPtxas(StringRef PTX, StringRef CPU, const DriverOptions &O,
                     Session &S, std::vector<Assumption> &Notes,
                     std::map<std::string, std::string> &Rejected) {
  std::string Kernel;
  progress("ptxas: registers and shared memory");
  Expected<std::map<std::string, PtxasInfo>> P =
      runPtxas(PTX, CPU, O.CudaPath, O.MaxRRegCount, &Kernel);
  if (!P) {
    std::string Why = toString(P.takeError());
    if (!Kernel.empty())
      Rejected[Kernel] = "no prediction: " + Why;
    Notes.push_back({Why + "; registers per thread are estimated", {}});
    return PtxasAnswer::Failed;
  }
  for (const auto &[Name, Info] : *P)
    S.setKnown(Name, {Info.Registers, "ptxas", false, Info.SharedBytes,
                      Info.SpillBytes, Info.StackBytes});
  return PtxasAnswer::Known;
}

/// Whether some selected kernel's default grid needs the registers that
/// only ptxas can tell before the front ends run.
bool defaultGridNeedsRegisters(Module &M, Session &S, const DriverOptions &O,
                               StringRef CPU) {
  if (S.request().Regs)
    return false;
  for (Function &F : M) {
    if (!selected(F, O.Kernel))
      continue;
    Expected<ChosenGPU> G = S.gpu(CPU);
    if (!G) {
      consumeError(G.takeError());
      return false;
    }
    Expected<std::vector<ResolvedLaunch>> Ls =
        S.launches(irSignature(F), *G->GPU);
    if (!Ls) {
      consumeError(Ls.takeError()); // said again when it is analysed
      continue;
    }
    for (const ResolvedLaunch &L : *Ls)
      if (L.GridAssumed && !L.Regs)
        return true;
  }
  return false;
}

Expected<std::vector<KernelReport>> analyseMIR(const DriverOptions &O,
                                               Session &S, LLVMContext &Ctx) {
  // The machine-function parser reports through the context too.
  KeptErrors Errors(Ctx);
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
  if (std::string Why; !runGuarded(
          [&] { ParseFailed = Parser->parseMachineFunctions(*M, MMI); }, Why))
    return fail(O.Input + ": LLVM's machine verifier rejects it" +
                llvmReason(Why) + ": not analysed");
  if (ParseFailed || !Errors.empty())
    return fail(O.Input + ": cannot parse the machine functions" +
                (Errors.empty() ? "" : ": " + Errors.first()));
  std::vector<KernelReport> Out;
  for (Function &F : *M)
    if (selected(F, O.Kernel))
      if (MachineFunction *MF = MMI.getMachineFunction(F))
        addReports(Out, analyseMachineFunction(*MF, S), "mir");
  if (Out.empty())
    return fail(O.Input + ": no machine function to analyse (a .mir file "
                          "without its machine part, or no kernel selected)");
  return Out;
}

/// One kernel as code generation built it.
struct BuiltKernel {
  std::string Kernel;
  std::optional<ChosenGPU> GPU;
  std::string Error;
  std::vector<MachineLaunch> Launches;
};

/// Generates code for \p M and builds the kernels \p Wanted selects on the
/// way; the PTX goes to \p PTX.
Expected<std::vector<BuiltKernel>>
buildKernels(Module &M, TargetMachine &TM, Session &S, StringRef Input,
             function_ref<bool(const Function &)> Wanted,
             SmallVectorImpl<char> &PTX) {
  std::vector<BuiltKernel> Kernels;
  unsigned Total = count_if(M, [&](const Function &F) {
    return isKernel(F) && !F.isDeclaration() && Wanted(F);
  });
  if (Error E = emitPTX(M, TM, PTX, Input, [&](const MachineFunction &MF) {
        const Function &F = MF.getFunction();
        if (!Wanted(F))
          return;
        progress(formatv("code generation and analysis: kernel {0} of {1}, "
                         "{2}",
                         Kernels.size() + 1, Total,
                         demangledName(F.getName())));
        BuiltKernel B;
        B.Kernel = F.getName().str();
        Expected<ChosenGPU> G =
            S.gpu(F.getFnAttribute("target-cpu").getValueAsString());
        if (!G) {
          B.Error = toString(G.takeError());
        } else if (Expected<std::vector<MachineLaunch>> Ls =
                       buildMachineLaunches(MF, S, *G)) {
          B.GPU = *G;
          B.Launches = std::move(*Ls);
        } else {
          B.Error = toString(Ls.takeError());
        }
        Kernels.push_back(std::move(B));
      }))
    return std::move(E);
  return Kernels;
}

/// Whether \p F allocates an array (which its code keeps in local memory
/// unless ptxas or nvcc's unrolling keeps it in registers).
static bool allocatesArray(const Function &F) {
  return any_of(instructions(F),
                [](const Instruction &I) { return isa<AllocaInst>(I); });
}

/// Whether a selected kernel of \p M allocates an array.
bool allocatesArrays(const Module &M, const DriverOptions &O) {
  return any_of(M, [&](const Function &F) {
    return selected(F, O.Kernel) && allocatesArray(F);
  });
}

/// The kernels of \p Pristine whose code keeps an array in local memory
/// that ptxas itself puts in registers (ptxas -v: no stack frame; the
/// unrolled loops index it with constants). The session is told; they are
/// returned, to be built again so.
static std::set<std::string>
ptxasKeepsInRegisters(const Module &Pristine, Session &S,
                      ArrayRef<BuiltKernel> Kernels) {
  std::set<std::string> Redo;
  for (const BuiltKernel &B : Kernels) {
    const KernelResources *K = S.known(B.Kernel);
    const Function *F = Pristine.getFunction(B.Kernel);
    if (!K || K->StackBytes || !F || !allocatesArray(*F))
      continue;
    S.setLocalInRegisters(
        B.Kernel, formatv("ptxas keeps the array this code has in local "
                          "memory in registers (ptxas -v: 0-byte stack "
                          "frame, {0} registers): its loads and stores are "
                          "counted as register moves",
                          K->Regs)
                      .str());
    Redo.insert(B.Kernel);
  }
  return Redo;
}

/// nvcc parity: the kernels whose code keeps an array in local memory
/// (ptxas: a stack frame beyond the spills) that nvcc's code keeps in
/// registers. The session is told (their launches are built with the
/// array as registers, and nvcc's register count); they are returned.
std::set<std::string> nvccKeepsInRegisters(const DriverOptions &O,
                                           StringRef Arch, Session &S,
                                           ArrayRef<BuiltKernel> Kernels,
                                           std::vector<Assumption> &Notes) {
  std::set<std::string> Redo;
  // A stack frame without spills: an array (with spills, ptxas's frame
  // holds them and cannot tell).
  auto LocalArray = [](const KernelResources *K) {
    return K && K->StackBytes && !K->SpillBytes;
  };
  if (none_of(Kernels, [&](const BuiltKernel &B) {
        return LocalArray(S.known(B.Kernel));
      }))
    return Redo;
  Expected<std::vector<std::string>> Flags =
      deviceCompileFlags(O, /*ForClang=*/false);
  Expected<std::map<std::string, PtxasInfo>> Nvcc =
      Flags ? runNvccPtxas(O.Input, Arch, O.CudaPath, *Flags)
            : Expected<std::map<std::string, PtxasInfo>>(Flags.takeError());
  if (!Nvcc) {
    Notes.push_back({toString(Nvcc.takeError()) +
                         ": the local arrays are not checked against nvcc's "
                         "code",
                     {}});
    return Redo;
  }
  for (const BuiltKernel &B : Kernels) {
    const KernelResources *K = S.known(B.Kernel);
    auto It = Nvcc->find(B.Kernel);
    if (!LocalArray(K) || It == Nvcc->end() || It->second.StackBytes)
      continue;
    const PtxasInfo &N = It->second;
    S.setLocalInRegisters(
        B.Kernel,
        formatv("nvcc keeps the {0} bytes per thread this code has in local "
                "memory in registers (ptxas -v of nvcc's code: {1}-byte "
                "stack frame, {2} registers): its loads and stores are "
                "counted as register moves, with nvcc's {2} registers",
                K->StackBytes, N.StackBytes, N.Registers)
            .str());
    S.setKnown(B.Kernel, {N.Registers, "nvcc's ptxas", false, N.SharedBytes,
                          N.SpillBytes, N.StackBytes});
    Redo.insert(B.Kernel);
  }
  return Redo;
}

/// The machine level of every selected kernel of \p M: built during code
/// generation, evaluated once ptxas has spoken.
Expected<std::vector<KernelReport>>
analyseMachineCode(const DriverOptions &O, Session &S, Module &M,
                   TargetMachine &TM, StringRef CPU,
                   std::vector<Assumption> &Notes) {
  // Code generation changes the IR: a copy for the builds that may have to
  // be done again (a local array nvcc keeps in registers).
  std::unique_ptr<Module> Pristine;
  if (sys::path::extension(O.Input) == ".cu" && allocatesArrays(M, O))
    Pristine = CloneModule(M);
  // A default grid is one full wave, which depends on the registers:
  // ptxas runs first then (on a copy).
  PtxasAnswer Before = PtxasAnswer::NotAsked;
  std::map<std::string, std::string> Rejected;
  if (defaultGridNeedsRegisters(M, S, O, CPU)) {
    std::unique_ptr<Module> Copy = CloneModule(M);
    SmallString<0> PTX;
    if (Error E = emitPTX(*Copy, TM, PTX, O.Input))
      consumeError(std::move(E)); // the analysing run below says why
    else
      Before = askPtxas(PTX, CPU, O, S, Notes, Rejected);
  }
  auto Selected = [&](const Function &F) { return selected(F, O.Kernel); };
  SmallString<0> PTX;
  Expected<std::vector<BuiltKernel>> Kernels =
      buildKernels(M, TM, S, O.Input, Selected, PTX);
  if (!Kernels)
    return Kernels.takeError();
  if (Kernels->empty())
    return noKernelNamed(O, M);
  // The same code: a failure is not asked (and said) twice.
  bool PtxasAfter =
      Before == PtxasAnswer::NotAsked &&
      askPtxas(PTX, CPU, O, S, Notes, Rejected) == PtxasAnswer::Known;
  // A kernel whose local array ptxas or nvcc keeps in registers is built
  // again so.
  if (Pristine && (Before == PtxasAnswer::Known || PtxasAfter)) {
    std::set<std::string> Redo = ptxasKeepsInRegisters(*Pristine, S, *Kernels);
    std::set<std::string> ByNvcc =
        nvccKeepsInRegisters(O, CPU, S, *Kernels, Notes);
    Redo.insert(ByNvcc.begin(), ByNvcc.end());
    if (!Redo.empty()) {
      SmallString<0> Unused;
      Expected<std::vector<BuiltKernel>> Again = buildKernels(
          *Pristine, TM, S, O.Input,
          [&](const Function &F) { return Redo.count(F.getName().str()); },
          Unused);
      if (!Again)
        return Again.takeError();
      for (BuiltKernel &B : *Again)
        for (BuiltKernel &Old : *Kernels)
          if (Old.Kernel == B.Kernel)
            Old = std::move(B);
    }
  }
  std::vector<KernelReport> Out;
  for (BuiltKernel &B : *Kernels) {
    if (!B.Error.empty()) {
      Out.push_back(failed(B.Kernel, B.Error, "mir"));
      continue;
    }
    const KernelResources *Known = PtxasAfter ? S.known(B.Kernel) : nullptr;
    auto Refused = Rejected.find(B.Kernel);
    for (MachineLaunch &L : B.Launches) {
      if (Known)
        applyResources(L.Built.Launch, *Known);
      if (Refused != Rejected.end())
        L.Built.Kernel.NotAnalysed = Refused->second;
      Out.push_back({B.Kernel, "",
                     evaluateMachineLaunch(std::move(L), S, *B.GPU), "mir"});
    }
  }
  return Out;
}

/// Whether the host code the session read launches \p Kernel.
bool launchedByHost(const Session &S, StringRef Kernel) {
  return any_of(S.hostSites(),
                [&](const HostSite &H) { return H.Kernel == Kernel; });
}

/// The CUDA toolkit's include directories, as given and as the links
/// resolve (/usr/local/cuda -> cuda-13.0), whichever the headers' paths
/// were written with; none without a toolkit path.
static std::vector<std::string> toolkitIncludeDirs(StringRef CudaPath) {
  std::vector<std::string> Dirs;
  if (CudaPath.empty())
    return Dirs;
  SmallString<256> Real;
  if (sys::fs::real_path(CudaPath, Real))
    Real = CudaPath;
  for (StringRef Root : {CudaPath, StringRef(Real)}) {
    SmallString<256> Dir(Root);
    sys::path::append(Dir, "include", "");
    Dirs.push_back(Dir.str().str());
  }
  return Dirs;
}

/// Whether \p Kernel is defined under \p Dirs (toolkitIncludeDirs: CUB,
/// Thrust, libcu++): the library launches it from its own code, with sizes
/// lhf does not read.
static bool libraryKernel(const Module &M, StringRef Kernel,
                          ArrayRef<std::string> Dirs) {
  const Function *F = M.getFunction(Kernel);
  const DISubprogram *SP = F ? F->getSubprogram() : nullptr;
  if (!SP)
    return false;
  SmallString<256> File(SP->getFilename());
  if (!sys::path::is_absolute(File)) {
    File = SP->getDirectory();
    sys::path::append(File, SP->getFilename());
  }
  return any_of(
      Dirs, [&](const std::string &D) { return File.str().starts_with(D); });
}

/// Whether \p F is defined in the file \p RealInput (the input's real
/// path) itself, not in a header it includes.
static bool definedIn(const Function &F, StringRef RealInput) {
  const DISubprogram *SP = F.getSubprogram();
  if (!SP)
    return false;
  SmallString<256> P(SP->getFilename()), Real;
  if (!sys::path::is_absolute(P))
    sys::path::make_absolute(SP->getDirectory(), P);
  return !sys::fs::real_path(P, Real) && Real == RealInput;
}

/// A kernel of a file that the host code lhf read does not launch is
/// listed as not launched, not failed, when it has no block size and the
/// host code launches others (one launched from another file) or a header
/// defines it (a helper kernel that a CPU-only program's header brings in),
/// and when the CUDA toolkit's headers define it (a CUB kernel Thrust
/// launches; its __launch_bounds__ would give a block, and the one-wave
/// grid a number about a launch nobody wrote): the whole file was asked
/// for, not it.
void markNotLaunched(const DriverOptions &O, const Session &S, const Module &M,
                     std::vector<KernelReport> &Out) {
  if (!O.Kernel.empty())
    return;
  bool Sized = !O.Block.empty() || !O.Grid.empty() || !O.Launch.empty();
  std::vector<std::string> Toolkit =
      Sized ? std::vector<std::string>() : toolkitIncludeDirs(O.CudaPath);
  // Only a CUDA file's host code was read (an .ll names its source).
  SmallString<256> Input;
  bool CUDA = sys::path::extension(O.Input) == ".cu" &&
              !sys::fs::real_path(O.Input, Input);
  auto FromHeader = [&](StringRef Kernel) {
    const Function *F = M.getFunction(Kernel);
    return CUDA && F && F->getSubprogram() && !definedIn(*F, Input);
  };
  for (KernelReport &R : Out) {
    if (launchedByHost(S, R.Kernel))
      continue;
    bool NoBlock =
        !R.Error.empty() && StringRef(R.Error).starts_with(
                                "missing launch information: no block size");
    R.Library = libraryKernel(M, R.Kernel, Toolkit);
    if ((NoBlock && (!S.hostSites().empty() || FromHeader(R.Kernel))) ||
        R.Library)
      R.NotLaunched = true;
  }
}

/// With -p, the launches of the selected kernels that the file's own host
/// code does not launch, read from the other CUDA files of the compilation
/// database (parsed, not compiled): a project that launches its kernels
/// from another file (bitsandbytes' ops.cu) gets them.
void addOtherFilesLaunches(const DriverOptions &O, StringRef Arch,
                           const Module &M, Session &S,
                           std::vector<Assumption> &Notes) {
  if (O.CompileDB.empty() || (!O.Block.empty() && !O.Grid.empty()) ||
      !O.Launch.empty())
    return;
  // Kernels of the file itself: those its headers bring in are launched
  // where they are used, and reading every file for them would cost each
  // prediction a parse of the whole project.
  SmallString<256> Input;
  sys::fs::real_path(O.Input, Input);
  std::set<std::string> Wanted;
  for (const Function &F : M)
    if (selected(F, O.Kernel) && definedIn(F, Input) &&
        !launchedByHost(S, F.getName()))
      Wanted.insert(F.getName().str());
  std::string Plugin = pluginPath("LHFHost.so");
  if (Wanted.empty() || Plugin.empty())
    return;
  auto Others = otherCUDAFiles(O.CompileDB, O.Input);
  if (!Others) {
    consumeError(Others.takeError());
    return;
  }
  // Each file costs a parse: a bounded number of them.
  constexpr size_t MaxFiles = 64;
  std::vector<HostSite> Sites = S.hostSites();
  unsigned Files = 0, Found = 0, Failed = 0;
  for (size_t I = 0; I < Others->size() && I < MaxFiles; ++I) {
    auto &[File, DBFlags] = (*Others)[I];
    SmallString<128> Tmp;
    if (sys::fs::createTemporaryFile("lhf", "json", Tmp))
      break;
    scope_exit Remove([&] { sys::fs::remove(Tmp); });
    std::vector<std::string> Flags = {"-include", compatHeaderPath()};
    Flags.insert(Flags.end(), DBFlags.begin(), DBFlags.end());
    ++Files;
    if (Error E = compileCUDA(File, Arch, O.CudaPath, Flags, "", Plugin, Tmp)) {
      consumeError(std::move(E));
      ++Failed;
      continue;
    }
    auto Buf = readBoundedFile(Tmp, "host launches file", MaxLaunchFileBytes);
    if (!Buf) {
      consumeError(Buf.takeError());
      continue;
    }
    Expected<std::vector<HostSite>> More =
        parseHostLaunches((*Buf)->getBuffer(), Tmp);
    if (!More) {
      consumeError(More.takeError());
      continue;
    }
    for (HostSite &H : *More)
      if (Wanted.count(H.Kernel)) {
        Sites.push_back(std::move(H));
        ++Found;
      }
  }
  std::string Said = formatv("launches of kernels this file does not launch "
                             "read from {0} other file(s) of the compilation "
                             "database: {1} found",
                             Files, Found)
                         .str();
  if (Failed)
    Said += formatv(" ({0} file(s) did not parse)", Failed).str();
  if (Others->size() > MaxFiles)
    Said +=
        formatv("; {0} more files not read", Others->size() - MaxFiles).str();
  Notes.push_back({Said, {}});
  S.setHostSites(std::move(Sites));
}

Expected<std::vector<KernelReport>> analyseInput(const DriverOptions &O,
                                                 Session &S) {
  sys::fs::file_status St;
  if (sys::fs::status(O.Input, St) || !sys::fs::exists(St))
    return fail(O.Input + ": no such file");
  // A FIFO or a device would block the compile, or never end.
  if (St.type() != sys::fs::file_type::regular_file)
    return fail(O.Input + ": not a regular file");
  static LLVMContext Ctx;
  StringRef Ext = sys::path::extension(O.Input);
  if (Ext == ".mir")
    return analyseMIR(O, S, Ctx);
  if (Ext == ".mlir")
    return analyseMLIRFile(O, S);

  std::vector<Assumption> Notes;
  std::vector<std::string> ArchNotes;
  std::string Arch = archFor(O, ArchNotes);
  std::string IRFile = O.Input, LaunchesFile = O.HostLaunches;
  SmallString<128> Tmp, TmpLaunches;
  scope_exit Cleanup([&] {
    for (StringRef T : {StringRef(Tmp), StringRef(TmpLaunches)})
      if (!T.empty())
        sys::fs::remove(T);
  });
  // With --kernel, clang's optimiser would run on every kernel of the file
  // before the others leave: the driver runs the same -O3 pipeline after
  // (keepSelected).
  bool Unoptimized = Ext == ".cu" && !O.Kernel.empty();
  if (Ext == ".cu") {
    std::vector<std::string> CompileNotes = ArchNotes;
    progress("compiling " + O.Input + " with clang");
    if (Error E = compileInput(O, Arch, Tmp, TmpLaunches, CompileNotes,
                               &Unoptimized))
      return std::move(E);
    for (std::string &N : CompileNotes)
      Notes.push_back({std::move(N), {}});
    IRFile = Tmp.str().str();
    LaunchesFile = TmpLaunches.str().str();
  } else if (Ext != ".ll" && Ext != ".bc") {
    return fail(O.Input + ": expected a .cu, .ll, .bc, .mir or .mlir file");
  }
  if (!LaunchesFile.empty()) {
    Expected<std::unique_ptr<MemoryBuffer>> Buf =
        readBoundedFile(LaunchesFile, "host launches file", MaxLaunchFileBytes);
    if (!Buf)
      return Buf.takeError();
    Expected<std::vector<HostSite>> Sites =
        parseHostLaunches((*Buf)->getBuffer(), LaunchesFile);
    if (!Sites)
      return Sites.takeError();
    S.setHostSites(std::move(*Sites));
  }
  SMDiagnostic Diag;
  std::unique_ptr<Module> M;
  // The parser verifies a module with debug info and stops the process
  // when it is broken.
  if (std::string Why;
      !runGuarded([&] { M = parseIRFile(IRFile, Diag, Ctx); }, Why))
    return fail(O.Input + ": the IR does not verify" + llvmReason(Why));
  if (!M)
    return fail(O.Input + ":" + Twine(Diag.getLineNo()) + ": " +
                Diag.getMessage());
  // opt and llc refuse IR that does not verify before any pass runs; so
  // does the driver (a variadic kernel was predicted).
  if (std::string Why; [&] {
        raw_string_ostream OS(Why);
        return verifyModule(*M, &OS);
      }())
    return fail(O.Input + ": the IR does not verify: " +
                StringRef(Why).trim().split('\n').first);
  std::string CPU = cpuOf(*M, Arch);
  Expected<std::unique_ptr<TargetMachine>> TM = targetFor(*M, CPU);
  if (!TM)
    return TM.takeError();
  if (none_of(*M, [](const Function &F) { return isKernel(F); }))
    return fail(O.Input + ": no kernels (__global__ functions) in the file");

  Expected<std::unique_ptr<Module>> Kept =
      keepSelected(O, std::move(M), **TM, Unoptimized);
  if (!Kept)
    return fail(O.Input + ": " + toString(Kept.takeError()));
  M = std::move(*Kept);
  if (Ext == ".cu")
    addOtherFilesLaunches(O, Arch, *M, S, Notes);

  std::vector<KernelReport> Out;
  if (O.Level == "ir") {
    // The IR level never runs code generation: it is what opt reports,
    // registers included (unknown unless --regs); a backend that rejects
    // the IR, or takes minutes on it, is not its business.
    FunctionAnalysisManager FAM;
    PassBuilder PB(TM->get());
    PB.registerFunctionAnalyses(FAM);
    for (Function &F : *M) {
      if (!selected(F, O.Kernel))
        continue;
      progress("analysing " + demangledName(F.getName()));
      addReports(
          Out,
          analyseKernel(F,
                        IRAnalyses{FAM.getResult<LoopAnalysis>(F),
                                   FAM.getResult<ScalarEvolutionAnalysis>(F),
                                   FAM.getResult<BranchProbabilityAnalysis>(F),
                                   &FAM.getResult<UniformityInfoAnalysis>(F)},
                        S),
          "ir");
      FAM.clear(F, F.getName()); // a kernel's analyses, not the module's
    }
    if (Out.empty())
      return noKernelNamed(O, *M);
  } else {
    Expected<std::vector<KernelReport>> R =
        analyseMachineCode(O, S, *M, **TM, CPU, Notes);
    if (!R)
      return R.takeError();
    Out = std::move(*R);
  }
  for (KernelReport &R : Out)
    R.Result.Pred.Notes.insert(R.Result.Pred.Notes.end(), Notes.begin(),
                               Notes.end());
  markNotLaunched(O, S, *M, Out);
  return Out;
}

} // namespace

Expected<Request> requestOf(const DriverOptions &O) {
  Request R;
  R.Entry = EntryPoint::Driver;
  R.GPU = O.GPU;
  if (!O.Block.empty()) {
    Expected<Dim3> D = parseDim3(O.Block, "--block");
    if (!D)
      return D.takeError();
    R.Block = *D;
  }
  if (!O.Grid.empty()) {
    Expected<Dim3> D = parseDim3(O.Grid, "--grid");
    if (!D)
      return D.takeError();
    R.Grid = *D;
  }
  for (const std::string &A : O.Args)
    if (Error E = parseArgBinding(A, "--arg", R.Args))
      return std::move(E);
  R.Regs = O.Regs;
  R.DynamicSmem = O.DynamicSmem;
  R.LaunchFile = O.Launch;
  if (O.DefaultTrip)
    R.DefaultTrip = *O.DefaultTrip;
  if (!O.Model.empty()) {
    Expected<Aggregation> A = parseAggregation(O.Model, "--model");
    if (!A)
      return A.takeError();
    R.Model.Agg = *A;
  }
  if (O.AllHints)
    R.Model.MinHintShare = 0;
  return R;
}

/// What the compilation database says of the build (-p): the GPU of the
/// newest architecture it builds for, unless --gpu chose one, and ptxas's
/// -maxrregcount.
static Error applyBuildFacts(DriverOptions &O) {
  if (O.CompileDB.empty() || sys::path::extension(O.Input) != ".cu")
    return Error::success();
  Expected<BuildFacts> F = buildFactsFromCompileDB(O.CompileDB, O.Input);
  if (!F)
    return F.takeError();
  O.MaxRRegCount = F->MaxRRegCount;
  if (!O.GPU.empty() || F->Arch.empty())
    return Error::success();
  Expected<ChosenGPU> C = chooseGPU(Request(), F->Arch);
  if (!C)
    return C.takeError();
  O.GPU = C->GPU->Name;
  O.GPUFrom = formatv("{0}: the compilation database builds for {1} (pass "
                      "--gpu to choose)",
                      O.GPU, F->Arch)
                  .str();
  return Error::success();
}

Expected<std::vector<KernelReport>> analyse(const DriverOptions &Given) {
  DriverOptions O = Given;
  if (Error E = applyBuildFacts(O))
    return std::move(E);
  Expected<Request> R = requestOf(O);
  if (!R)
    return R.takeError();
  Session S(std::move(*R));
  if (Error E = S.readLaunchFile())
    return std::move(E);
  Expected<std::vector<KernelReport>> Out = analyseInput(O, S);
  progressDone();
  if (Out && (!O.GPUFrom.empty() || O.MaxRRegCount))
    for (KernelReport &K : *Out) {
      if (!O.GPUFrom.empty())
        K.Result.Pred.Notes.push_back({O.GPUFrom, {}});
      if (O.MaxRRegCount)
        K.Result.Pred.Notes.push_back(
            {formatv("ptxas ran with -maxrregcount={0}, as the compilation "
                     "database builds it",
                     O.MaxRRegCount)
                 .str(),
             {}});
    }
  return Out;
}

} // namespace lhf
