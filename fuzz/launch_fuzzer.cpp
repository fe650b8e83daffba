//===- launch_fuzzer.cpp - libFuzzer target for the launch-file parser ----===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Random bytes as a launch file (-lhf-launch), looked up for one of a few kernel
/// names (chosen by the first byte). The parser must return a launch or an
/// error naming the file, never crash; what it returns must satisfy what
/// the passes rely on (positive dimensions).
///
//===----------------------------------------------------------------------===//

#include "lhf/Session/LaunchFile.h"

#include <cstdio>

using namespace lhf;

static void fail(const char *What) {
  std::fprintf(stderr, "lhf-fuzz-launch: %s\n", What);
  __builtin_trap();
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  static const char *Names[] = {"k", "_Z3fooPfi", "_Z6kernelIfEvPT_i",
                                "matmul_naive", "_Z4sgemmiiiPKfS0_Pf"};
  const char *Name = Names[0];
  if (Size > 0 && Data[0] < 9) { // bytes 0-8 never start valid JSON
    Name = Names[Data[0] % (sizeof(Names) / sizeof(Names[0]))];
    ++Data;
    --Size;
  }
  llvm::StringRef Text(reinterpret_cast<const char *>(Data), Size);
  llvm::Expected<LaunchEntry> L = parseLaunchFile(Text, "fuzz.json", Name);
  if (!L) {
    std::string Msg = llvm::toString(L.takeError());
    if (!llvm::StringRef(Msg).contains("fuzz.json: "))
      fail("error does not name the file");
    return 0;
  }
  for (const std::optional<Dim3> &D : {L->Block, L->Grid})
    if (D && (!D->X || !D->Y || !D->Z))
      fail("a zero dimension was accepted");
  return 0;
}
