//===- Compile.cpp - CUDA to device IR, PTX to ptxas facts ----------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "Compile.h"

#include "lhf/Model/InputLimits.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/StringSaver.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"

#include <unistd.h> // environ

#ifndef LHF_LLVM_BIN
#define LHF_LLVM_BIN "/usr/lib/llvm-22/bin"
#endif

using namespace llvm;

namespace lhf {

static Error fail(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

Error createTempFile(StringRef Suffix, SmallVectorImpl<char> &Path) {
  std::error_code EC = sys::fs::createTemporaryFile("lhf", Suffix, Path);
  if (!EC)
    return Error::success();
  SmallString<128> Dir;
  sys::path::system_temp_directory(/*ErasedOnReboot=*/true, Dir);
  return fail("cannot create a temporary file in '" + Dir +
              "' (set TMPDIR to a writable directory): " + EC.message());
}

/// Runs \p Program with \p Args; stderr (and stdout) into \p Output.
/// Killed after \p Seconds when that is not 0. \p NoPreload runs it
/// without LD_PRELOAD: a sanitizer runtime preloaded for lhf (make
/// test-asan) silences nvcc, which is not ours and loads no plugin of ours.
static Expected<int> run(StringRef Program, ArrayRef<StringRef> Args,
                         std::string &Output, unsigned Seconds = 0,
                         bool NoPreload = false) {
  SmallString<128> Log;
  if (Error E = createTempFile("log", Log))
    return std::move(E);
  std::optional<StringRef> Redirects[] = {std::nullopt, StringRef(Log),
                                          StringRef(Log)};
  std::optional<ArrayRef<StringRef>> Env;
  std::vector<StringRef> Vars;
  if (NoPreload) {
    for (char **E = environ; *E; ++E)
      if (!StringRef(*E).starts_with("LD_PRELOAD="))
        Vars.push_back(*E);
    Env = Vars;
  }
  std::string Err;
  int RC = sys::ExecuteAndWait(Program, Args, Env, Redirects, Seconds, 0, &Err);
  if (auto Buf = MemoryBuffer::getFile(Log))
    Output = (*Buf)->getBuffer().str();
  sys::fs::remove(Log);
  if (RC == -2 && Seconds)
    return fail(sys::path::filename(Program) + " stopped after " +
                Twine(Seconds) + " s");
  if (RC < 0)
    return fail("cannot run " + Program + ": " + Err);
  return RC;
}

/// gcc's own include directory (gcc -print-file-name=include), or empty.
static std::string gccIncludeDir() {
  ErrorOr<std::string> Gcc = sys::findProgramByName("gcc");
  if (!Gcc)
    return "";
  std::string Out;
  StringRef Args[] = {*Gcc, "-print-file-name=include"};
  Expected<int> RC = run(*Gcc, Args, Out, 10);
  if (!RC) {
    consumeError(RC.takeError());
    return "";
  }
  StringRef Dir = StringRef(Out).trim();
  return *RC == 0 && sys::fs::is_directory(Dir) ? Dir.str() : "";
}

/// What a user needs of a failed compile: every error with its include
/// chain, source line, caret and notes, as clang printed them; warnings
/// and their notes left out; at most MaxLines lines (and how many more).
static std::string compilerErrors(StringRef Out) {
  constexpr size_t MaxLines = 60;
  static const Regex Header(
      "^[^ ].*: (fatal error|error|warning|note|remark): |^[a-z+]+: "
      "(fatal error|error|warning): ");
  SmallVector<StringRef, 64> Kept, Pending;
  bool Keep = false;
  for (StringRef Line : split(Out, '\n')) {
    SmallVector<StringRef, 3> M;
    if (Line.starts_with("In file included from") ||
        Line.starts_with("                 from ")) {
      Pending.push_back(Line);
      continue;
    }
    if (Header.match(Line, &M)) {
      StringRef Kind = M[1].empty() ? M[2] : M[1];
      if (Kind != "note")
        Keep = Kind.ends_with("error");
      if (Keep)
        Kept.append(Pending.begin(), Pending.end());
      Pending.clear();
    }
    if (Keep && !Line.contains(" errors generated") &&
        !Line.contains(" error generated"))
      Kept.push_back(Line);
  }
  std::string Text;
  raw_string_ostream OS(Text);
  if (Kept.empty()) // Not clang's format: all of it.
    return StringRef(Out).trim().str();
  while (!Kept.empty() && Kept.back().trim().empty())
    Kept.pop_back();
  for (size_t I = 0; I < Kept.size() && I < MaxLines; ++I)
    OS << (I ? "\n" : "") << Kept[I].rtrim();
  if (Kept.size() > MaxLines)
    OS << "\n(" << Kept.size() - MaxLines << " more lines)";
  return Text;
}

std::optional<std::string> launchesRespelled(StringRef Src) {
  // Visual Studio's formatter writes `k << <grid, block >> > (args)`: nvcc
  // reads it as a launch, clang's lexer only `<<<` and `>>>`. One launch
  // per line, its closing `>>>` after its opening one on that line.
  static const Regex Open("<<[ \t]*<"), Close(">>[ \t]*>");
  std::string Out;
  bool Changed = false;
  for (StringRef Line : split(Src, '\n')) {
    SmallVector<StringRef, 1> O, C;
    std::string L = Line.str();
    if (Open.match(Line, &O)) {
      size_t At = O[0].data() - Line.data();
      StringRef Rest = Line.drop_front(At + O[0].size());
      if (Close.match(Rest, &C) && (O[0].size() > 3 || C[0].size() > 3)) {
        size_t CAt = At + O[0].size() + (C[0].data() - Rest.data());
        L = (Line.take_front(At) + "<<<" + Line.slice(At + O[0].size(), CAt) +
             ">>>" + Line.drop_front(CAt + C[0].size()))
                .str();
        Changed = true;
      }
    }
    Out += L;
    Out += '\n';
  }
  if (!Changed)
    return std::nullopt;
  if (!Src.ends_with("\n"))
    Out.pop_back();
  return Out;
}

Error compileCUDA(StringRef CUFile, StringRef Arch, StringRef CudaPath,
                  ArrayRef<std::string> Flags, StringRef OutLL,
                  StringRef HostPlugin, StringRef LaunchesOut) {
  // A file whose launches clang cannot read is compiled from a copy that
  // spells them `<<<...>>>`, under the file's own name (#line) and with its
  // directory searched for quoted includes.
  SmallString<128> Respelled;
  scope_exit RemoveRespelled([&] {
    if (!Respelled.empty())
      sys::fs::remove(Respelled);
  });
  std::string QuoteDir;
  if (ErrorOr<std::unique_ptr<MemoryBuffer>> Buf =
          MemoryBuffer::getFile(CUFile, /*IsText=*/true)) {
    if (std::optional<std::string> Text =
            launchesRespelled((*Buf)->getBuffer())) {
      SmallString<128> Abs(CUFile);
      sys::fs::make_absolute(Abs);
      if (Error E = createTempFile("cu", Respelled))
        return E;
      std::error_code EC;
      raw_fd_ostream OS(Respelled, EC, sys::fs::OF_Text);
      if (EC)
        return fail(Twine("cannot write ") + Respelled + ": " + EC.message());
      OS << "#line 1 \"";
      for (char Ch : CUFile) // a string literal's escapes
        OS << (Ch == '\\' || Ch == '"' ? "\\" : "") << Ch;
      OS << "\"\n" << *Text;
      OS.close();
      QuoteDir = ("-iquote" + sys::path::parent_path(Abs)).str();
    }
  }
  StringRef Source = Respelled.empty() ? CUFile : StringRef(Respelled);
  ErrorOr<std::string> Clang =
      sys::findProgramByName("clang++", {LHF_LLVM_BIN});
  if (!Clang)
    return fail("clang++ not found in " LHF_LLVM_BIN
                " (install clang-22)");
  std::string ArchFlag = ("--cuda-gpu-arch=" + Arch).str();
  std::string PathFlag = ("--cuda-path=" + CudaPath).str();
  SmallVector<StringRef, 32> Args = {
      *Clang, "-x", "cuda", ArchFlag, PathFlag, "--cuda-device-only", "-O3",
      "-g", "-fno-discard-value-names", "-Wno-unknown-cuda-version",
      // What nvcc accepts, clang must too: nvcc only warns on a narrowing
      // brace initialiser (SHOC's `int y[10] = {0.0, ...}`) and takes C's
      // `register` under C++17.
      "-Wno-c++11-narrowing", "-Wno-register"};
  // CUDA 13 keeps libcu++ (cuda/std/..., which cooperative_groups.h and
  // cuda_fp16.h include), CUB and Thrust under include/cccl, where nvcc
  // looks and clang does not.
  SmallString<128> CCCL(CudaPath);
  sys::path::append(CCCL, "include", "cccl");
  std::string CCCLFlag;
  if (sys::fs::is_directory(CCCL)) {
    CCCLFlag = ("-isystem" + CCCL).str();
    Args.push_back(CCCLFlag);
  }
  // nvcc compiles the host side with gcc, whose own headers (omp.h) CUDA
  // files include; searched last, after clang's, they only supply what
  // clang lacks.
  static const std::string GccInclude = gccIncludeDir();
  std::string GccFlag;
  if (!GccInclude.empty()) {
    GccFlag = "-idirafter" + GccInclude;
    Args.push_back(GccFlag);
  }
  std::string PluginFlag, OutFlag;
  if (!HostPlugin.empty()) {
    PluginFlag = ("-fplugin=" + HostPlugin).str();
    OutFlag = ("-fplugin-arg-lhf-out=" + LaunchesOut).str();
    Args.append({PluginFlag, OutFlag});
  }
  std::string Unroll =
      ("-unroll-threshold=" + Twine(NvccUnrollThreshold)).str();
  if (none_of(Flags,
              [](StringRef F) { return F.contains("unroll-threshold"); }))
    Args.append({"-mllvm", Unroll});
  // The file's own directory first, as for the file itself.
  if (!QuoteDir.empty())
    Args.push_back(QuoteDir);
  for (const std::string &F : Flags)
    Args.push_back(F);
  if (OutLL.empty())
    Args.append({"-fsyntax-only", Source});
  else
    Args.append({"-S", "-emit-llvm", Source, "-o", OutLL});
  std::string Out;
  Expected<int> RC = run(*Clang, Args, Out);
  if (!RC)
    return RC.takeError();
  if (*RC != 0) {
    // Dynamic parallelism: the project builds with nvcc's -rdc=true.
    StringRef Rdc = StringRef(Out).contains("requires -fgpu-rdc")
                        ? " (a kernel launched from device code: pass "
                          "`-- -fgpu-rdc`, nvcc's -rdc=true)"
                        : "";
    return fail(CUFile + ": compilation failed" + Rdc + ": " +
                compilerErrors(Out));
  }
  return Error::success();
}

/// Keeps from one compile command the flags that change what the device
/// code is: -I/-isystem/-iquote/-include (paths made absolute against the
/// command's directory), -D/-U, -std, fast math. nvcc spellings (--std,
/// -isystem=, --include-path, --define-macro) are translated to clang's.
static std::vector<std::string> deviceFlags(ArrayRef<std::string> Cmd,
                                            StringRef Dir) {
  std::vector<std::string> Out;
  auto Path = [&](StringRef P) {
    SmallString<256> Abs(P);
    if (!sys::path::is_absolute(Abs))
      sys::path::make_absolute(Dir, Abs);
    return Abs.str().str();
  };
  struct Spelling {
    StringRef Name, Clang;
    bool IsPath;
  };
  static const Spelling Known[] = {
      {"-I", "-I", true},          {"--include-path", "-I", true},
      {"-isystem", "-isystem", true}, {"-iquote", "-iquote", true},
      {"-include", "-include", true}, {"-D", "-D", false},
      {"--define-macro", "-D", false}, {"-U", "-U", false},
      {"--undefine-macro", "-U", false}};
  for (size_t I = 0; I < Cmd.size(); ++I) {
    StringRef A = Cmd[I];
    if (isFastMathFlag(A)) {
      Out.push_back(A.str()); // deviceCompileFlags spells it for each compiler
      continue;
    }
    if (A.starts_with("-std=") || A.starts_with("--std=")) {
      Out.push_back(("-std=" + A.split('=').second).str());
      continue;
    }
    if (A == "-std" || A == "--std") {
      if (I + 1 < Cmd.size())
        Out.push_back("-std=" + Cmd[++I]);
      continue;
    }
    for (const Spelling &S : Known) {
      if (!A.starts_with(S.Name))
        continue;
      StringRef V = A.drop_front(S.Name.size());
      if (V.empty()) {
        if (I + 1 >= Cmd.size())
          break;
        V = Cmd[++I];
      } else if (V.front() == '=') {
        V = V.drop_front();
      } else if (S.Name.size() > 2) {
        continue; // -isystemfoo is fine, --include-pathX is not an option
      }
      std::string Val = S.IsPath ? Path(V) : V.str();
      if (S.Clang.size() > 2) // clang takes -isystem DIR as two words
        Out.insert(Out.end(), {S.Clang.str(), Val});
      else
        Out.push_back((S.Clang + Val).str());
      break;
    }
  }
  return Out;
}

namespace {
/// One entry of a compilation database.
struct DBCommand {
  std::string File; ///< real path
  std::vector<std::string> Cmd;
  std::string Dir;
};
} // namespace

/// Every command of the compilation database of \p BuildDir (a folder
/// with compile_commands.json, or the file), files as real paths.
static Expected<std::vector<DBCommand>> commandsOf(StringRef BuildDir,
                                                   std::string &DBPathOut) {
  SmallString<256> DBPath(BuildDir);
  if (sys::fs::is_directory(DBPath))
    sys::path::append(DBPath, "compile_commands.json");
  DBPathOut = DBPath.str().str();
  // Large projects' databases reach tens of megabytes; a FIFO is refused.
  constexpr uint64_t MaxCompileDBBytes = uint64_t(256) << 20;
  Expected<std::unique_ptr<MemoryBuffer>> Buf =
      readBoundedFile(DBPath, "the compilation database", MaxCompileDBBytes);
  if (!Buf)
    return fail("-p: " + toString(Buf.takeError()) +
                " (configure with -DCMAKE_EXPORT_COMPILE_COMMANDS=ON)");
  Expected<json::Value> Doc = parseJSONDocument((*Buf)->getBuffer(), DBPath);
  if (!Doc)
    return Doc.takeError();
  const json::Array *Entries = Doc->getAsArray();
  if (!Entries)
    return fail(DBPath + ": expected an array of compile commands");
  std::vector<DBCommand> Out;
  for (const json::Value &V : *Entries) {
    const json::Object *E = V.getAsObject();
    if (!E)
      continue;
    std::optional<StringRef> Dir = E->getString("directory");
    std::optional<StringRef> F = E->getString("file");
    if (!Dir || !F)
      continue;
    SmallString<256> Abs(*F), Real;
    if (!sys::path::is_absolute(Abs))
      sys::path::make_absolute(*Dir, Abs);
    if (sys::fs::real_path(Abs, Real))
      continue;
    DBCommand C{Real.str().str(), {}, Dir->str()};
    if (const json::Array *A = E->getArray("arguments")) {
      for (const json::Value &W : *A)
        if (std::optional<StringRef> S = W.getAsString())
          C.Cmd.push_back(S->str());
    } else if (std::optional<StringRef> Line = E->getString("command")) {
      BumpPtrAllocator Alloc;
      StringSaver Saver(Alloc);
      SmallVector<const char *, 64> Words;
      cl::TokenizeGNUCommandLine(*Line, Saver, Words);
      for (const char *W : Words)
        C.Cmd.push_back(W);
    }
    Out.push_back(std::move(C));
  }
  return Out;
}

/// The commands of the database and \p File's real path (\p Want).
static Expected<std::vector<DBCommand>>
commandsFor(StringRef BuildDir, StringRef File, std::string &DBPath,
            SmallString<256> &Want) {
  Expected<std::vector<DBCommand>> All = commandsOf(BuildDir, DBPath);
  if (All && sys::fs::real_path(File, Want))
    return fail(File + ": no such file");
  return All;
}

/// \p File's compile command in the compilation database of \p BuildDir,
/// with the directory it runs in.
static Expected<std::pair<std::vector<std::string>, std::string>>
commandOf(StringRef BuildDir, StringRef File) {
  std::string DBPath;
  SmallString<256> Want;
  Expected<std::vector<DBCommand>> All =
      commandsFor(BuildDir, File, DBPath, Want);
  if (!All)
    return All.takeError();
  for (DBCommand &C : *All)
    if (C.File == Want)
      return std::make_pair(std::move(C.Cmd), C.Dir);
  return fail(File + ": not in " + DBPath);
}

Expected<std::vector<std::pair<std::string, std::vector<std::string>>>>
otherCUDAFiles(StringRef BuildDir, StringRef File) {
  std::string DBPath;
  SmallString<256> Want;
  Expected<std::vector<DBCommand>> All =
      commandsFor(BuildDir, File, DBPath, Want);
  if (!All)
    return All.takeError();
  std::vector<std::pair<std::string, std::vector<std::string>>> Out;
  for (const DBCommand &C : *All)
    if (C.File != Want && sys::path::extension(C.File) == ".cu")
      Out.push_back({C.File, deviceFlags(C.Cmd, C.Dir)});
  return Out;
}

Expected<std::vector<std::string>> flagsFromCompileDB(StringRef BuildDir,
                                                      StringRef File) {
  auto C = commandOf(BuildDir, File);
  if (!C)
    return C.takeError();
  return deviceFlags(C->first, C->second);
}

/// "sm_90" for "sm_90a", "compute_90", "90"; empty if none.
static std::string smOf(StringRef S) {
  S.consume_front("sm_") || S.consume_front("compute_");
  S = S.rtrim("af");
  unsigned N = 0;
  if (S.getAsInteger(10, N) || N < 10 || N > 200)
    return "";
  return ("sm_" + Twine(N)).str();
}

Expected<BuildFacts> buildFactsFromCompileDB(StringRef BuildDir,
                                             StringRef File) {
  auto C = commandOf(BuildDir, File);
  if (!C)
    return C.takeError();
  const std::vector<std::string> &Cmd = C->first;
  BuildFacts F;
  // Every architecture the command builds for; the newest is the GPU
  // a prediction is for.
  auto Arch = [&](StringRef V) {
    std::string S = smOf(V);
    unsigned N = 0, M = 0;
    if (!S.empty() &&
        (F.Arch.empty() ||
         (!StringRef(S).drop_front(3).getAsInteger(10, N) &&
          !StringRef(F.Arch).drop_front(3).getAsInteger(10, M) && N > M)))
      F.Arch = S;
  };
  auto Value = [&](size_t &I, StringRef Name) -> std::optional<StringRef> {
    StringRef A = Cmd[I];
    if (A == Name && I + 1 < Cmd.size())
      return StringRef(Cmd[++I]);
    if (A.consume_front(Name) && A.consume_front("="))
      return A;
    return std::nullopt;
  };
  for (size_t I = 0; I < Cmd.size(); ++I) {
    if (auto V = Value(I, "-arch"))
      Arch(*V);
    else if (auto V = Value(I, "--gpu-architecture"))
      Arch(*V);
    else if (auto V = Value(I, "--cuda-gpu-arch"))
      Arch(*V);
    else if (auto V = Value(I, "--offload-arch"))
      Arch(*V);
    else if (auto V = Value(I, "-gencode")) {
      // arch=compute_90,code=sm_90 or code=[sm_80,sm_90]
      for (StringRef Part : split(*V, ','))
        for (StringRef W : split(Part.trim("[]"), ','))
          if (W.consume_front("code=") || W.consume_front("arch="))
            Arch(W.trim("[]"));
    } else if (auto V = Value(I, "--generate-code")) {
      for (StringRef Part : split(*V, ','))
        if (Part.consume_front("code=") || Part.consume_front("arch="))
          Arch(Part.trim("[]"));
    } else if (auto V = Value(I, "-maxrregcount")) {
      V->getAsInteger(10, F.MaxRRegCount);
    } else if (auto V = Value(I, "--maxrregcount")) {
      V->getAsInteger(10, F.MaxRRegCount);
    }
  }
  return F;
}

/// Per kernel, what `ptxas -v` printed:
///   ptxas info    : Compiling entry function '_Z3fooPf' for 'sm_80'
///   ptxas info    : Function properties for _Z3fooPf
///       256 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
///   ptxas info    : Used 10 registers, 380 bytes cmem[0], 4096 bytes smem
static std::map<std::string, PtxasInfo> parsePtxasInfo(StringRef Out) {
  std::map<std::string, PtxasInfo> Info;
  std::string Current;
  for (StringRef Line : split(Out, '\n')) {
    size_t At = Line.find("entry function '");
    if (At != StringRef::npos) {
      Current = Line.drop_front(At + 16).split('\'').first.str();
      Info[Current];
      continue;
    }
    if (Current.empty())
      continue;
    PtxasInfo &P = Info[Current];
    if (size_t U = Line.find("Used "); U != StringRef::npos)
      Line.drop_front(U + 5).split(' ').first.getAsInteger(10, P.Registers);
    // The number before " bytes <what>" on this line.
    auto Bytes = [&](StringRef What, uint64_t &Out) {
      if (size_t S = Line.find((" bytes " + What).str()); S != StringRef::npos) {
        StringRef Before = Line.take_front(S).rtrim();
        Before.substr(Before.find_last_of(" ,") + 1).getAsInteger(10, Out);
      }
    };
    Bytes("smem", P.SharedBytes);
    Bytes("spill stores", P.SpillBytes);
    Bytes("stack frame", P.StackBytes);
  }
  return Info;
}

/// ptxas's first error without the temporary file's name ("ptxas
/// /tmp/lhf-1a2b.ptx, line 22; error   : Illegal call target" -> "line 22
/// of the PTX, in kernel 'k': Illegal call target"); the kernel whose
/// .entry holds that line into \p Rejected.
static std::string ptxasError(StringRef Out, StringRef PTX,
                              std::string *Rejected) {
  SmallVector<StringRef, 8> Lines;
  Out.split(Lines, '\n', -1, /*KeepEmpty=*/false);
  StringRef First = Lines.empty() ? "no message" : Lines.front().trim();
  for (StringRef L : Lines)
    if (L.contains("error")) {
      First = L.trim();
      break;
    }
  size_t At = First.find(", line ");
  size_t Semi = First.find("; ");
  unsigned LineNo = 0;
  if (At == StringRef::npos || Semi == StringRef::npos || Semi < At ||
      First.slice(At + 7, Semi).getAsInteger(10, LineNo))
    return First.str();
  StringRef Msg = First.substr(Semi + 2);
  if (Msg.consume_front("error"))
    Msg = Msg.ltrim(" :");
  // The .entry (kernel) or .func around the line.
  SmallVector<StringRef, 0> PTXLines;
  PTX.split(PTXLines, '\n');
  std::string Kernel;
  for (unsigned I = 0; I < LineNo && I < PTXLines.size(); ++I) {
    StringRef T = PTXLines[I].trim();
    bool Entry = T.contains(".entry ");
    if (Entry || T.contains(".func ")) {
      StringRef Name =
          T.substr(T.find(Entry ? ".entry " : ".func ") + (Entry ? 7 : 6));
      if (Entry)
        Kernel =
            Name.take_until([](char C) { return C == '(' || C == ' '; }).str();
      else
        Kernel.clear();
    }
  }
  if (Rejected)
    *Rejected = Kernel;
  return formatv("line {0} of the PTX{1}: {2}", LineNo,
                 Kernel.empty() ? "" : " (in kernel '" + Kernel + "')", Msg)
      .str();
}

static Expected<std::map<std::string, PtxasInfo>>
runPtxasUncached(StringRef PTX, StringRef Arch, StringRef CudaPath,
                 unsigned MaxRRegCount, std::string *Rejected) {
  SmallString<128> Bin(CudaPath);
  sys::path::append(Bin, "bin", "ptxas");
  if (!sys::fs::can_execute(Bin))
    return fail("ptxas not found at " + Bin);
  SmallString<128> In;
  if (Error E = createTempFile("ptx", In))
    return std::move(E);
  {
    std::error_code EC;
    raw_fd_ostream OS(In, EC);
    if (!EC) {
      OS << PTX;
      OS.close();
      EC = OS.error();
      OS.clear_error();
    }
    if (EC) {
      sys::fs::remove(In);
      return fail("cannot write the PTX to '" + In + "': " + EC.message());
    }
  }
  std::string ArchFlag = ("-arch=" + Arch).str();
  std::string Out;
  // Only the register counts are wanted: ptxas is not given minutes for
  // them (2000 nested loops took it 3), but time in proportion to the code
  // (10 s, and 1 s more per 100 KB of PTX: llm.c's 26 kernels need 2 s).
  unsigned PtxasSeconds =
      unsigned(std::min<uint64_t>(120, 10 + PTX.size() / 100000));
  std::string MaxReg = formatv("-maxrregcount={0}", MaxRRegCount).str();
  SmallVector<StringRef, 8> Args = {Bin, "-v", ArchFlag, In, "-o", "/dev/null"};
  if (MaxRRegCount)
    Args.push_back(MaxReg);
  // Relocatable device code calls functions another object defines (a
  // device-side launch's __cudaCDP2GetParameterBuffer): compiled alone, as
  // nvcc -rdc=true does.
  if (PTX.contains(".extern .func"))
    Args.push_back("-c");
  Expected<int> RC = run(Bin, Args, Out, PtxasSeconds);
  sys::fs::remove(In);
  if (!RC)
    return RC.takeError();
  if (*RC != 0)
    return fail("ptxas failed: " + ptxasError(Out, PTX, Rejected));
  return parsePtxasInfo(Out);
}

/// What ptxas said, per code, target and flags, for the rest of the
/// process: a sweep compiles the same PTX (and asks nvcc about the same
/// file) for every block shape, and a default grid asks before and after
/// code generation.
static std::map<std::string, std::map<std::string, PtxasInfo>> &ptxasMemo() {
  static std::map<std::string, std::map<std::string, PtxasInfo>> Memo;
  return Memo;
}

Expected<std::map<std::string, PtxasInfo>>
runPtxas(StringRef PTX, StringRef Arch, StringRef CudaPath,
         unsigned MaxRRegCount, std::string *Rejected) {
  std::string Key = formatv("ptxas {0} {1} {2} {3} {4}", xxh3_64bits(PTX),
                            PTX.size(), Arch, CudaPath, MaxRRegCount)
                        .str();
  if (auto It = ptxasMemo().find(Key); It != ptxasMemo().end())
    return It->second;
  Expected<std::map<std::string, PtxasInfo>> R =
      runPtxasUncached(PTX, Arch, CudaPath, MaxRRegCount, Rejected);
  if (R)
    ptxasMemo()[Key] = *R;
  return R;
}

Expected<std::map<std::string, PtxasInfo>>
runNvccPtxas(StringRef CUFile, StringRef Arch, StringRef CudaPath,
             ArrayRef<std::string> Flags) {
  std::string Key =
      formatv("nvcc {0} {1} {2} {3}", CUFile, Arch, CudaPath, join(Flags, " "))
          .str();
  if (auto It = ptxasMemo().find(Key); It != ptxasMemo().end())
    return It->second;
  SmallString<128> Bin(CudaPath);
  sys::path::append(Bin, "bin", "nvcc");
  if (!sys::fs::can_execute(Bin))
    return fail("nvcc not found at " + Bin);
  // nvcc has no architecture-specific "a" targets for -arch=sm_XX below
  // 9.0 either; it takes the same name.
  std::string ArchFlag = ("-arch=" + Arch).str();
  SmallVector<StringRef, 24> Args = {Bin, ArchFlag, "-Xptxas", "-v", "-c"};
  for (const std::string &F : Flags)
    Args.push_back(F);
  Args.append({CUFile, "-o", "/dev/null"});
  std::string Out;
  constexpr unsigned NvccSeconds = 120;
  Expected<int> RC = run(Bin, Args, Out, NvccSeconds, /*NoPreload=*/true);
  if (!RC)
    return RC.takeError();
  if (*RC != 0)
    return fail("nvcc failed: " + StringRef(Out).trim().split('\n').first);
  std::map<std::string, PtxasInfo> Info = parsePtxasInfo(Out);
  ptxasMemo()[Key] = Info;
  return Info;
}

} // namespace lhf
