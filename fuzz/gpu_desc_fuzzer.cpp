//===- gpu_desc_fuzzer.cpp - libFuzzer target for parseGPUDesc ------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Random bytes as a GPU description file. The parser must return a GPU or
/// an error naming the file, never crash; a GPU it accepts must give the
/// model a finite, non-negative prediction for a small kernel (a file that
/// passes validation must not make the model divide by zero later).
///
//===----------------------------------------------------------------------===//

#include "lhf/Model/GPUDesc.h"
#include "lhf/Model/LHFModel.h"
#include "lhf/Model/Occupancy.h"
#include "lhf/Views/Report.h"

#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>

using namespace lhf;

static void fail(const char *What, double V) {
  std::fprintf(stderr, "lhf-fuzz-gpu-desc: %s (%g)\n", What, V);
  __builtin_trap();
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  llvm::StringRef Text(reinterpret_cast<const char *>(Data), Size);
  llvm::Expected<GPUDesc> G = parseGPUDesc(Text, "fuzz.json");
  if (!G) {
    std::string Msg = llvm::toString(G.takeError());
    if (!llvm::StringRef(Msg).starts_with("fuzz.json: "))
      fail("error does not name the file", 0);
    return 0;
  }
  // A small kernel: one load, some arithmetic, a barrier.
  KernelDesc K;
  K.Name = "k";
  K.Block = {128, 1, 1};
  K.Grid = {64, 1, 1};
  K.RegsPerThread = 32;
  K.StaticSmemBytes = 1024;
  Segment S;
  S.count(InstrClass::FP32) = 10;
  S.count(InstrClass::GlobalIssue) = 1;
  S.mem(MemLevel::Global).LoadBytes = 128;
  S.mem(MemLevel::Global).LoadRequests = 1;
  S.EndsInBarrier = true;
  S.Count = 4;
  K.Segments = {S, S};
  K.Segments[1].EndsInBarrier = false;
  for (Aggregation A : {Aggregation::Max, Aggregation::Paper}) {
    ModelOptions O;
    O.Agg = A;
    Prediction P = predict(K, *G, O);
    if (!std::isfinite(P.TimeTotal) || P.TimeTotal < 0)
      fail("TimeTotal not finite and non-negative", P.TimeTotal);
    if (!std::isfinite(P.TimeUs) || P.TimeUs < 0)
      fail("TimeUs not finite and non-negative", P.TimeUs);
    llvm::raw_null_ostream Null;
    printPrediction(Null, P, *G, EntryPoint::Driver);
  }
  return 0;
}
