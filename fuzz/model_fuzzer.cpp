//===- model_fuzzer.cpp - libFuzzer target for the model's evaluation -----===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Random bytes decoded into a kernel description (a few segments with
/// instruction counts, bytes per level, barriers, counts, successors, key
/// instructions; block, grid, registers, shared memory) and one of the
/// bundled GPUs ($LHF_GPU_DIR, else the compiled-in gpus/). predict() with
/// the max and paper aggregations must give finite, non-negative numbers
/// everywhere; with max, a launchable kernel must never get faster when one
/// segment moves more bytes or issues more instructions.
///
/// Built with LHF_FUZZ_SIM it is `lhf-fuzz-sim`: the same kernels through
/// the reference warp-scheduler simulator (lib/Sim), with latency jitter
/// and seed from the input, whose prediction must be finite and
/// non-negative too.
///
//===----------------------------------------------------------------------===//

#include "lhf/Model/GPUDesc.h"
#include "lhf/Model/LHFModel.h"
#include "lhf/Views/Report.h"
#include "lhf/Model/SegmentBuilder.h"
#include "PredictionCheck.h"
#ifdef LHF_FUZZ_SIM
#include "lhf/Sim/Simulator.h"
#endif

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

#include <fuzzer/FuzzedDataProvider.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

using namespace lhf;

namespace {

#ifdef LHF_FUZZ_SIM
const char *const FuzzerName = "lhf-fuzz-sim";
#else
const char *const FuzzerName = "lhf-fuzz-model";
#endif

std::vector<GPUDesc> GPUs;
/// Checks named in $LHF_FUZZ_SKIP (comma-separated: bytes-monotone,
/// instr-monotone) are not made: the known violations of
/// docs/robustness.md, skipped by `make fuzz-smoke` only.
bool CheckBytesMonotone = true, CheckInstrMonotone = true;
/// What the current input decoded to, printed when a check fails.
const GPUDesc *CurGPU = nullptr;
const KernelDesc *CurKernel = nullptr, *CurChanged = nullptr;

void dump(const KernelDesc &K) {
  std::fprintf(stderr,
               "  block (%llu,%llu,%llu) grid (%llu,%llu,%llu) regs %u "
               "smem %llu+%llu\n",
               (unsigned long long)K.Block.X, (unsigned long long)K.Block.Y,
               (unsigned long long)K.Block.Z, (unsigned long long)K.Grid.X,
               (unsigned long long)K.Grid.Y, (unsigned long long)K.Grid.Z,
               K.RegsPerThread, (unsigned long long)K.StaticSmemBytes,
               (unsigned long long)K.DynamicSmemBytes);
  for (size_t I = 0; I < K.Segments.size(); ++I) {
    const Segment &S = K.Segments[I];
    std::fprintf(stderr, "  segment %zu: count %.17g%s", I, S.Count,
                 S.EndsInBarrier ? " barrier" : "");
    for (unsigned C = 0; C < NumInstrClasses; ++C)
      if (S.Instrs[C])
        std::fprintf(stderr, " %s=%.17g",
                     instrClassKey(static_cast<InstrClass>(C)), S.Instrs[C]);
    for (unsigned L = 0; L < NumMemLevels; ++L) {
      const MemTraffic &M = S.Mem[L];
      if (M.bytes() || M.LoadRequests || M.StoreRequests)
        std::fprintf(stderr, " %s{load %.17g B/%.17g, store %.17g B/%.17g}",
                     memLevelKey(static_cast<MemLevel>(L)), M.LoadBytes,
                     M.LoadRequests, M.StoreBytes, M.StoreRequests);
    }
    for (const Successor &Su : S.Succs)
      std::fprintf(stderr, " ->%u x%.17g", Su.Index, Su.Count);
    std::fprintf(stderr, "\n");
  }
}

[[noreturn]] void fail(const char *What, double A, double B = 0) {
  std::fprintf(stderr, "%s: %s (%.17g, %.17g)\n", FuzzerName, What, A, B);
  if (CurGPU)
    std::fprintf(stderr, "  gpu %s\n", CurGPU->Name.c_str());
  if (CurKernel)
    dump(*CurKernel);
  if (CurChanged) {
    std::fprintf(stderr, " changed to:\n");
    dump(*CurChanged);
  }
  __builtin_trap();
}

void checkPrediction(const Prediction &P) {
  lhf::fuzz::checkPrediction(P, [](const char *What, double V) {
    fail(What, V);
  });
}

/// Mostly small whole numbers, sometimes zero, sometimes large or
/// fractional (probabilities scale counts), never above \p Max.
double amount(FuzzedDataProvider &F, double Max) {
  switch (F.ConsumeIntegralInRange<int>(0, 4)) {
  case 0:
    return 0;
  case 1:
    return F.ConsumeIntegralInRange<unsigned>(1, 64);
  case 2:
    return F.ConsumeIntegralInRange<unsigned>(0, 100000);
  case 3:
    return F.ConsumeIntegralInRange<unsigned>(0, 1000) / 16.0;
  default:
    return F.ConsumeFloatingPointInRange<double>(0, Max);
  }
}

Dim3 dims(FuzzedDataProvider &F, uint64_t MaxX, uint64_t MaxY,
          uint64_t MaxZ) {
  Dim3 D;
  D.X = F.ConsumeIntegralInRange<uint64_t>(1, MaxX);
  D.Y = F.ConsumeBool() ? 1 : F.ConsumeIntegralInRange<uint64_t>(1, MaxY);
  D.Z = F.ConsumeBool() ? 1 : F.ConsumeIntegralInRange<uint64_t>(1, MaxZ);
  if (F.ConsumeIntegralInRange<int>(0, 31) == 0) // rarely: a zero dimension
    D.Y = 0;
  return D;
}

void addTraffic(FuzzedDataProvider &F, Segment &S) {
  MemTraffic &M =
      S.Mem[F.ConsumeIntegralInRange<unsigned>(0, NumMemLevels - 1)];
  M.LoadBytes += amount(F, 1e12);
  M.StoreBytes += amount(F, 1e12);
  M.LoadRequests += amount(F, 1e9);
  M.StoreRequests += amount(F, 1e9);
  M.IdealBytes += std::min(M.bytes(), amount(F, 1e12));
}

void addKey(FuzzedDataProvider &F, Segment &S) {
  KeyInstr Key;
  Key.K = static_cast<KeyInstr::Kind>(F.ConsumeIntegralInRange<int>(0, 4));
  Key.Level = static_cast<MemLevel>(
      F.ConsumeIntegralInRange<unsigned>(0, NumMemLevels - 1));
  Key.Bytes = amount(F, 1e6);
  Key.IdealBytes = amount(F, 1e6);
  Key.Transactions = amount(F, 1e4);
  Key.IdealTransactions = amount(F, 1e4);
  Key.BankWays = F.ConsumeIntegralInRange<unsigned>(0, 32);
  Key.Loc.Line = F.ConsumeIntegralInRange<unsigned>(0, 3);
  Key.Loc.File = "k.cu";
  Key.Text = "access";
  S.Keys.push_back(Key);
}

/// Segments as a front end builds them: straight-line chunks, switch
/// points, barriers, loops and branches through the segment algebra
/// (SegmentBuilder.h), so counts and successors are consistent.
std::vector<Segment> buildSegments(FuzzedDataProvider &F) {
  struct Open {
    SegSeq Seq;
    bool Loop = false;
    double Factor = 1; ///< trip count or branch probability
  };
  std::vector<Open> Stack(1);
  // The innermost loop or branch closes into its parent.
  auto CloseInnermost = [&Stack] {
    Open O = std::move(Stack.back());
    Stack.pop_back();
    SegSeq Done = O.Loop ? SegSeq::loop(std::move(O.Seq), O.Factor)
                         : std::move(O.Seq);
    if (!O.Loop)
      Done.scale(O.Factor);
    Stack.back().Seq.append(std::move(Done));
  };
  for (unsigned Op = 0, E = F.ConsumeIntegralInRange<unsigned>(0, 24);
       Op < E; ++Op) {
    SegSeq &Cur = Stack.back().Seq;
    switch (F.ConsumeIntegralInRange<int>(0, 7)) {
    case 0:
    case 1:
      Cur.open().Instrs[F.ConsumeIntegralInRange<unsigned>(
          0, NumInstrClasses - 1)] += amount(F, 1e6);
      break;
    case 2:
      addTraffic(F, Cur.open());
      break;
    case 3: {
      bool Barrier = F.ConsumeBool();
      if (Barrier)
        Cur.open().count(InstrClass::Sync) += 1;
      Cur.switchPoint(Barrier);
      break;
    }
    case 4: // a loop or a branch opens
      if (Stack.size() < 4) {
        Open O;
        O.Loop = F.ConsumeBool();
        O.Factor = O.Loop ? amount(F, 1e4)
                          : F.ConsumeIntegralInRange<unsigned>(0, 16) / 16.0;
        Stack.push_back(std::move(O));
      }
      break;
    case 5:
      addKey(F, Cur.open());
      break;
    default:
      if (Stack.size() > 1)
        CloseInnermost();
      break;
    }
  }
  while (Stack.size() > 1)
    CloseInnermost();
  return std::move(Stack.back().Seq).finish();
}

/// Segments straight from the bytes: any counts and successors, including
/// ones no front end makes (successor counts that do not add up to the
/// segment's, a successor index past the end).
std::vector<Segment> rawSegments(FuzzedDataProvider &F) {
  unsigned N = F.ConsumeIntegralInRange<unsigned>(1, 8);
  std::vector<Segment> Segs(N);
  for (Segment &S : Segs) {
    for (unsigned I = 0, E = F.ConsumeIntegralInRange<unsigned>(0, 6); I < E;
         ++I)
      S.Instrs[F.ConsumeIntegralInRange<unsigned>(0, NumInstrClasses - 1)] +=
          amount(F, 1e9);
    for (unsigned I = 0, E = F.ConsumeIntegralInRange<unsigned>(0, 4); I < E;
         ++I)
      addTraffic(F, S);
    S.EndsInBarrier = F.ConsumeBool();
    S.Count = F.ConsumeBool() ? 1 : amount(F, 1e9);
    if (F.ConsumeIntegralInRange<int>(0, 3) == 0)
      for (unsigned I = 0, E = F.ConsumeIntegralInRange<unsigned>(1, 3);
           I < E; ++I)
        S.Succs.push_back(
            {F.ConsumeIntegralInRange<unsigned>(0, N), amount(F, 1e9)});
    for (unsigned I = 0, E = F.ConsumeIntegralInRange<unsigned>(0, 3); I < E;
         ++I)
      addKey(F, S);
  }
  return Segs;
}

KernelDesc decodeKernel(FuzzedDataProvider &F, bool &Built) {
  KernelDesc K;
  K.Name = "fuzz";
  K.Block = dims(F, 2048, 64, 8);
  K.Grid = dims(F, 1u << 24, 1u << 16, 64);
  K.RegsPerThread = F.ConsumeIntegralInRange<unsigned>(0, 300);
  K.RegsSource = "fuzz";
  K.StaticSmemBytes = F.ConsumeIntegralInRange<uint64_t>(0, 1u << 17);
  K.DynamicSmemBytes =
      F.ConsumeBool() ? 0 : F.ConsumeIntegralInRange<uint64_t>(0, 1u << 18);
  Built = F.ConsumeBool();
  K.Segments = Built ? buildSegments(F) : rawSegments(F);
  return K;
}

void dump(const Prediction &P) {
  std::fprintf(stderr, "  W %u TLP %u BLP %u RepNum %.17g TimeOneRep %.17g\n",
               P.W, P.TLP, P.BLP, P.RepNum, P.TimeOneRep);
  for (const SegmentResult &R : P.Segments)
    std::fprintf(stderr,
                 "  segment %u: ILP %.17g next %.17g La %.17g Bw %.17g%s "
                 "compute %.17g exposed %.17g total %.17g\n",
                 R.Index, R.Timing.ILP, R.Timing.ILPNext, R.Timing.MemAccLa,
                 R.Timing.MemAccBw, R.Sync ? " sync" : "", R.SMComputeTime,
                 R.ExposedLatency, R.total());
}

/// \p After must not be faster than \p Before (floating-point rounding
/// aside).
/// Past MaxPredictedCycles (or not finite) the model gives no number at
/// all, and its reason says so.
bool noPrediction(const Prediction &P) {
  return !P.CanLaunch &&
         P.CannotLaunchReason.find("no prediction") != std::string::npos;
}

void checkNotFaster(const Prediction &Before, const Prediction &After,
                    const char *What) {
  // More work that crosses the ceiling is not "faster".
  if (noPrediction(After))
    return;
  double Slack = 1e-9 * Before.TimeTotal + 1e-9;
  if (After.TimeTotal < Before.TimeTotal - Slack) {
    std::fprintf(stderr, "before:\n");
    dump(Before);
    std::fprintf(stderr, "after:\n");
    dump(After);
    fail(What, Before.TimeTotal, After.TimeTotal);
  }
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  if (const char *E = std::getenv("LHF_FUZZ_SKIP")) {
    llvm::SmallVector<llvm::StringRef, 2> Skip;
    llvm::StringRef(E).split(Skip, ',', -1, false);
    for (llvm::StringRef S : Skip) {
      if (S.trim() == "bytes-monotone")
        CheckBytesMonotone = false;
      else if (S.trim() == "instr-monotone")
        CheckInstrMonotone = false;
      else {
        std::fprintf(stderr, "%s: unknown check '%s' in LHF_FUZZ_SKIP\n",
                     FuzzerName, S.str().c_str());
        std::abort();
      }
    }
  }
  for (const std::string &Name : listGPUNames()) {
    llvm::Expected<GPUDesc> G = loadGPUDesc(Name);
    if (!G) {
      std::fprintf(stderr, "%s: %s\n", FuzzerName,
                   llvm::toString(G.takeError()).c_str());
      std::abort();
    }
    GPUs.push_back(std::move(*G));
  }
  if (GPUs.empty()) {
    std::fprintf(stderr, "%s: no GPU descriptions in %s\n", FuzzerName,
                 gpuDirectory().c_str());
    std::abort();
  }
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  FuzzedDataProvider F(Data, Size);
  const GPUDesc &G =
      GPUs[F.ConsumeIntegralInRange<size_t>(0, GPUs.size() - 1)];
  bool Built = false;
  KernelDesc K = decodeKernel(F, Built);
  CurGPU = &G;
  CurKernel = &K;
  CurChanged = nullptr;
  llvm::raw_null_ostream Null;

#ifdef LHF_FUZZ_SIM
  ModelOptions Sim;
  Sim.Agg = Aggregation::Sim;
  if (F.ConsumeBool())
    Sim.SimJitter = F.ConsumeFloatingPointInRange(0.0, 4.0);
  Sim.SimSeed = F.ConsumeIntegral<uint64_t>();
  Prediction PS = evaluate(K, G, Sim);
  checkPrediction(PS);
  printPrediction(Null, PS, G, EntryPoint::Driver);
  return 0;
#endif

  ModelOptions Max, Paper;
  Max.Agg = Aggregation::Max;
  Paper.Agg = Aggregation::Paper;
  Prediction P = predict(K, G, Max);
  checkPrediction(P);
  Prediction PP = predict(K, G, Paper);
  checkPrediction(PP);
  // The paper's sum can cross the ceiling where max does not.
  if (P.CanLaunch != PP.CanLaunch && !noPrediction(P) && !noPrediction(PP))
    fail("the aggregation changed whether the kernel launches", 0);
  printPrediction(Null, P, G, EntryPoint::Driver);
  Null << toJSON(PP, G, EntryPoint::Driver);

  if (!P.CanLaunch)
    return 0;
  // More bytes in one segment at one level never predict fewer cycles.
  if (CheckBytesMonotone) {
    KernelDesc K2 = K;
    unsigned I = F.ConsumeIntegralInRange<unsigned>(0, K.Segments.size() - 1);
    MemTraffic &M = K2.Segments[I].Mem[F.ConsumeIntegralInRange<unsigned>(
        0, NumMemLevels - 1)];
    double More = 1 + amount(F, 1e9);
    bool Load = F.ConsumeBool();
    (Load ? M.LoadBytes : M.StoreBytes) += More;
    if (F.ConsumeBool())
      (Load ? M.LoadRequests : M.StoreRequests) += 1;
    CurChanged = &K2;
    Prediction P2 = predict(K2, G, Max);
    checkPrediction(P2);
    checkNotFaster(P, P2, "more bytes predicted fewer cycles");
    CurChanged = nullptr;
  }
  // More instructions in one segment never predict fewer cycles. Only for
  // segments built as a front end builds them (a raw description may send
  // a segment to its successor more often than it runs). The model breaks
  // this today (docs/robustness.md, "Known violations").
  if (Built && CheckInstrMonotone) {
    KernelDesc K2 = K;
    unsigned I = F.ConsumeIntegralInRange<unsigned>(0, K.Segments.size() - 1);
    K2.Segments[I]
        .Instrs[F.ConsumeIntegralInRange<unsigned>(0, NumInstrClasses - 1)] +=
        1 + amount(F, 1e6);
    CurChanged = &K2;
    Prediction P2 = predict(K2, G, Max);
    checkPrediction(P2);
    checkNotFaster(P, P2, "more instructions predicted fewer cycles");
    CurChanged = nullptr;
  }
  return 0;
}
