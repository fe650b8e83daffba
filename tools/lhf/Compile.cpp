//===- Compile.cpp - CUDA to device IR, PTX to ptxas facts ----------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "Compile.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#ifndef LHF_LLVM_BIN
#define LHF_LLVM_BIN "/usr/lib/llvm-22/bin"
#endif

using namespace llvm;

namespace lhf {

static Error fail(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

/// Runs \p Program with \p Args; stderr (and stdout) into \p Output.
/// Killed after \p Seconds when that is not 0.
static Expected<int> run(StringRef Program, ArrayRef<StringRef> Args,
                         std::string &Output, unsigned Seconds = 0) {
  SmallString<128> Log;
  if (std::error_code EC = sys::fs::createTemporaryFile("lhf", "log", Log))
    return fail("cannot create a temporary file: " + EC.message());
  std::optional<StringRef> Redirects[] = {std::nullopt, StringRef(Log),
                                          StringRef(Log)};
  std::string Err;
  int RC = sys::ExecuteAndWait(Program, Args, std::nullopt, Redirects,
                               Seconds, 0, &Err);
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

Error compileCUDA(StringRef CUFile, StringRef Arch, StringRef CudaPath,
                  StringRef OutLL) {
  ErrorOr<std::string> Clang =
      sys::findProgramByName("clang++", {LHF_LLVM_BIN});
  if (!Clang)
    return fail("clang++ not found in " LHF_LLVM_BIN
                " (install clang-22)");
  std::string ArchFlag = ("--cuda-gpu-arch=" + Arch).str();
  std::string PathFlag = ("--cuda-path=" + CudaPath).str();
  SmallVector<StringRef, 16> Args = {
      *Clang, "-x", "cuda", ArchFlag, PathFlag, "--cuda-device-only", "-O3",
      "-g", "-fno-discard-value-names", "-Wno-unknown-cuda-version", "-S",
      "-emit-llvm", CUFile, "-o", OutLL};
  std::string Out;
  Expected<int> RC = run(*Clang, Args, Out);
  if (!RC)
    return RC.takeError();
  if (*RC != 0) {
    // The compiler's first error line says what went wrong.
    StringRef First = StringRef(Out).trim();
    for (StringRef Line : split(Out, '\n'))
      if (Line.contains("error")) {
        First = Line;
        break;
      }
    return fail(CUFile + ": compilation failed: " + First.trim());
  }
  return Error::success();
}

Expected<std::map<std::string, PtxasInfo>>
runPtxas(StringRef PTX, StringRef Arch, StringRef CudaPath) {
  SmallString<128> Bin(CudaPath);
  sys::path::append(Bin, "bin", "ptxas");
  if (!sys::fs::can_execute(Bin))
    return fail("ptxas not found at " + Bin);
  SmallString<128> In;
  if (std::error_code EC = sys::fs::createTemporaryFile("lhf", "ptx", In))
    return fail("cannot create a temporary file: " + EC.message());
  {
    std::error_code EC;
    raw_fd_ostream OS(In, EC);
    OS << PTX;
  }
  std::string ArchFlag = ("-arch=" + Arch).str();
  std::string Out;
  // Only the register counts are wanted: ptxas is not given minutes for
  // them (2000 nested loops took it 3).
  constexpr unsigned PtxasSeconds = 60;
  Expected<int> RC = run(Bin, {Bin, "-v", ArchFlag, In, "-o", "/dev/null"},
                         Out, PtxasSeconds);
  sys::fs::remove(In);
  if (!RC)
    return RC.takeError();
  if (*RC != 0)
    return fail("ptxas failed: " + StringRef(Out).trim().split('\n').first);
  // ptxas info    : Compiling entry function '_Z3fooPf' for 'sm_80'
  // ptxas info    : Used 10 registers, 380 bytes cmem[0], 4096 bytes smem
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
    if (size_t S = Line.find(" bytes smem"); S != StringRef::npos) {
      StringRef Before = Line.take_front(S).rtrim();
      Before.substr(Before.find_last_of(" ,") + 1).getAsInteger(10,
                                                                 P.SharedBytes);
    }
    if (size_t S = Line.find(" bytes spill stores"); S != StringRef::npos) {
      StringRef Before = Line.take_front(S).rtrim();
      Before.substr(Before.find_last_of(" ,") + 1).getAsInteger(10,
                                                                 P.SpillBytes);
    }
  }
  return Info;
}

} // namespace lhf
