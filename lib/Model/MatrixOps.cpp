//===- MatrixOps.cpp - Tensor-core and asynchronous-copy operations -------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Model/MatrixOps.h"

#include "lhf/Model/MemoryAccess.h"
#include "lhf/Model/NVVMNames.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>

using namespace llvm;

namespace lhf {

namespace {

/// m, n, k of a shape token "m16n8k16"; false if it is not one.
bool shape(StringRef T, unsigned &M, unsigned &N, unsigned &K) {
  if (!T.consume_front("m"))
    return false;
  auto [MS, Rest] = T.split('n');
  auto [NS, KS] = Rest.split('k');
  return !MS.getAsInteger(10, M) && !NS.getAsInteger(10, N) &&
         !KS.getAsInteger(10, K);
}

/// The operand type of a matrix instruction from its type tokens: the
/// inputs decide the pipe, the accumulator (the first type, D) halves the
/// fp16 rate on some GPUs.
TensorType typeOf(ArrayRef<StringRef> Tokens, bool &Int4) {
  bool F32Acc = false, Seen = false;
  TensorType T = TensorType::FP16;
  Int4 = false;
  for (StringRef Tok : Tokens) {
    if (Tok == "f64")
      return TensorType::FP64;
    if (Tok == "tf32")
      T = TensorType::TF32;
    else if (Tok == "e4m3" || Tok == "e5m2")
      T = TensorType::FP8;
    else if (Tok == "s8" || Tok == "u8" || Tok == "s32")
      T = TensorType::INT8;
    else if (Tok == "s4" || Tok == "u4" || Tok == "b1")
      T = TensorType::INT8, Int4 = true;
    else if (Tok == "bf16")
      F32Acc = true; // bf16 always accumulates in fp32
    else if (Tok == "f32" && !Seen)
      F32Acc = true;
    if (Tok == "f32" || Tok == "f16")
      Seen = true;
  }
  if (T == TensorType::FP16 && F32Acc)
    return TensorType::FP16F32;
  return T;
}

std::optional<MatrixOp> mma(ArrayRef<StringRef> Tok, double Share) {
  for (StringRef T : Tok) {
    unsigned M, N, K;
    if (!shape(T, M, N, K))
      continue;
    MatrixOp Op;
    Op.K = MatrixOp::MMA;
    bool Int4 = false;
    Op.Type = typeOf(Tok, Int4);
    // int4 and binary run at twice (or more) the int8 rate: the same pipe
    // time as half as many int8 operations.
    Op.FlopsPerWarp = 2.0 * M * N * K * Share * (Int4 ? 0.5 : 1.0);
    Op.Family = "mma";
    return Op;
  }
  return std::nullopt;
}

/// wmma.load/store: a fragment of m x k (a), k x n (b) or m x n (c, d).
std::optional<MatrixOp> wmmaMemory(ArrayRef<StringRef> Tok, bool Store) {
  unsigned M = 0, N = 0, K = 0;
  char Which = 0;
  unsigned Elem = 2;
  for (StringRef T : Tok) {
    unsigned A, B, C;
    if (shape(T, A, B, C))
      M = A, N = B, K = C;
    else if (T == "a" || T == "b" || T == "c" || T == "d")
      Which = T[0];
    else if (T == "f32" || T == "s32" || T == "tf32")
      Elem = 4;
    else if (T == "f64")
      Elem = 8;
    else if (T == "s8" || T == "u8")
      Elem = 1;
  }
  if (!M || !Which)
    return std::nullopt;
  MatrixOp Op;
  Op.K = Store ? MatrixOp::StoreMatrix : MatrixOp::LoadMatrix;
  unsigned Elems = Which == 'a' ? M * K : Which == 'b' ? K * N : M * N;
  Op.Bytes = Elems * Elem;
  Op.Family = "wmma";
  return Op;
}

/// ldmatrix/stmatrix .m8n8.x1/.x2/.x4 of b16: 128 bytes per matrix.
MatrixOp matrixMove(ArrayRef<StringRef> Tok, bool Store) {
  MatrixOp Op;
  Op.K = Store ? MatrixOp::StoreMatrix : MatrixOp::LoadMatrix;
  unsigned Count = 1;
  for (StringRef T : Tok)
    if (T == "x2")
      Count = 2;
    else if (T == "x4")
      Count = 4;
  Op.Bytes = 128 * Count;
  Op.Family = Store ? "stmatrix" : "ldmatrix";
  return Op;
}

/// The n-th comma-separated operand as a number (a bulk copy's size).
std::optional<unsigned> operandNumber(StringRef Operands, unsigned N) {
  SmallVector<StringRef, 6> Ops;
  Operands.split(Ops, ',');
  unsigned V = 0;
  if (N < Ops.size() && !Ops[N].trim().getAsInteger(0, V))
    return V;
  return std::nullopt;
}

/// The operand references `$N` inside each `[...]` of a PTX operand list,
/// in order (~0u for an address that is not one).
SmallVector<unsigned, 2> addressRefs(StringRef Operands) {
  SmallVector<unsigned, 2> Refs;
  while (true) {
    size_t Open = Operands.find('['), Close = Operands.find(']', Open);
    if (Open == StringRef::npos || Close == StringRef::npos)
      break;
    StringRef Inside = Operands.slice(Open + 1, Close).trim();
    // [$4+16] is lane for lane the same pattern shifted: the operand's.
    unsigned N = ~0u;
    if (Inside.consume_front("$") &&
        Inside.take_while([](char C) { return isDigit(C); })
            .getAsInteger(10, N))
      N = ~0u;
    Refs.push_back(N);
    Operands = Operands.drop_front(Close + 1);
  }
  return Refs;
}

/// cp.async.bulk.*: a copy between global and shared memory of `size`
/// bytes issued by one thread (the copy engine moves it), its commit and
/// wait for bulk stores, an L2 prefetch. Tensor copies (.tensor) move a
/// box that the tensor map in global memory describes: not known here.
MatrixOp bulk(ArrayRef<StringRef> Tok, StringRef Name, StringRef Operands) {
  MatrixOp Op;
  Op.Family = "cp.async.bulk";
  if (is_contained(Tok, "tensor")) {
    Op.Family = "cp.async.bulk.tensor";
    return Op;
  }
  if (Name.contains("commit_group") || Name.contains("wait_group") ||
      Name.contains("prefetch")) {
    // Bulk stores are not waited for by the model (as no store is), so
    // their groups only order.
    Op.K = MatrixOp::Ordering;
    return Op;
  }
  std::optional<unsigned> Size = operandNumber(Operands, 2);
  if (!Size) {
    Op.Family = "cp.async.bulk (size not a constant)";
    return Op;
  }
  // [dst], [src], size: the destination space comes first in the PTX
  // name, after "to" in the NVVM one (cp.async.bulk.global.to.shared...).
  auto To = find(Tok, "to");
  StringRef Dst = To != Tok.end() && To + 1 != Tok.end() ? *(To + 1)
                  : Tok.size() > 3                       ? Tok[3]
                                                         : StringRef();
  bool ToShared = Dst.starts_with("shared");
  Op.K = ToShared ? MatrixOp::AsyncCopy : MatrixOp::StoreMatrix;
  Op.Bulk = true;
  Op.Bytes = *Size;
  return Op;
}

/// ld / ldu / st written as PTX (clang's headers write __ldcs, __ldcg,
/// __ldlu, __stcs, __stcg, __stwt so): `ld.global.cs.v4.f32 {...}, [$4]`.
/// Its state space, bytes per thread (type width x vector) and the address
/// operand; nullopt for anything else, and for ld.param (a kernel
/// parameter, no traffic).
std::optional<MatrixOp> plainMemory(StringRef Name, StringRef Operands) {
  SmallVector<StringRef, 8> Tok;
  Name.split(Tok, '.', -1, false);
  if (Tok.empty() || (Tok[0] != "ld" && Tok[0] != "ldu" && Tok[0] != "st"))
    return std::nullopt;
  MatrixOp Op;
  Op.K = Tok[0] == "st" ? MatrixOp::Store : MatrixOp::Load;
  Op.AddrSpace = ASGeneric;
  unsigned Vec = 1, Width = 0;
  for (StringRef T : ArrayRef(Tok).drop_front()) {
    StringRef Space = T.split("::").first; // shared::cta
    if (Space == "global")
      Op.AddrSpace = ASGlobal;
    else if (Space == "shared")
      Op.AddrSpace = ASShared;
    else if (Space == "local")
      Op.AddrSpace = ASLocal;
    else if (Space == "const")
      Op.AddrSpace = ASConst;
    else if (Space == "param")
      return std::nullopt;
    else if (T == "volatile" || T == "relaxed" || T == "acquire" ||
             T == "release")
      Op.Ordered = true;
    else if (T == "v2" || T == "v4" || T == "v8")
      Vec = T[1] - '0';
    else if (T.size() >= 2 && (T[0] == 'b' || T[0] == 'u' || T[0] == 's' ||
                               T[0] == 'f')) {
      unsigned Bits = 0;
      StringRef Digits = T.drop_front().split('x').first; // f16x2
      if (!Digits.getAsInteger(10, Bits) && Bits % 8 == 0 && Bits <= 128)
        Width = Bits / 8 * (T.contains("x2") ? 2 : 1);
    }
  }
  SmallVector<unsigned, 2> Refs = addressRefs(Operands);
  if (!Width || Refs.empty())
    return std::nullopt;
  Op.Bytes = Width * Vec;
  Op.AddrRefs = {Refs.front()};
  Op.Family = Tok[0] == "st" ? "st (PTX)" : "ld (PTX)";
  return Op;
}

std::optional<MatrixOp> classify(StringRef Name, StringRef Operands) {
  SmallVector<StringRef, 12> Tok;
  Name.split(Tok, '.', -1, false);
  if (Tok.empty())
    return std::nullopt;
  MatrixOp Op;
  if (Tok[0] == "mma")
    return mma(Tok, 1.0);
  if (Tok[0] == "wgmma") {
    if (Tok.size() > 1 && Tok[1].starts_with("mma_async")) {
      std::optional<MatrixOp> Op = mma(Tok, 0.25);
      if (Op)
        Op->Family = "wgmma";
      return Op;
    }
    // fence, commit_group, wait_group: the matrix pipe's time is counted
    // with the mma_async itself.
    Op.K = MatrixOp::Ordering;
    Op.Family = "wgmma";
    return Op;
  }
  if (Tok[0] == "wmma") {
    if (is_contained(Tok, "mma"))
      return mma(Tok, 1.0);
    if (is_contained(Tok, "load"))
      return wmmaMemory(Tok, false);
    if (is_contained(Tok, "store"))
      return wmmaMemory(Tok, true);
    return std::nullopt;
  }
  if (Tok[0] == "ldmatrix" || Tok[0] == "stmatrix") {
    Op = matrixMove(Tok, Tok[0] == "stmatrix");
    Op.AddrRefs = addressRefs(Operands);
    return Op;
  }
  if (Tok[0] == "cp" && Tok.size() > 1 && Tok[1] == "async") {
    if (Tok.size() > 2 && Tok[2] == "bulk")
      return bulk(Tok, Name, Operands);
    if (Name.contains("commit")) {
      Op.K = MatrixOp::AsyncCommit;
      return Op;
    }
    if (Name.contains("wait")) {
      Op.K = MatrixOp::AsyncWait;
      // wait_all / wait.all: nothing may stay in flight.
      Op.WaitAll = !Name.contains("group");
      if (!Op.WaitAll) {
        StringRef N = Tok.back();
        if (N.consume_front("group"))
          N.consume_front("_");
        unsigned G = 0;
        if (!N.empty() && !N.getAsInteger(10, G))
          Op.PendingGroups = G;
        else if (!Operands.trim().getAsInteger(10, G))
          Op.PendingGroups = G;
      }
      return Op;
    }
    if (Name.contains("mbarrier")) {
      // cp.async.mbarrier.arrive: the barrier tracks the thread's copies.
      Op.K = MatrixOp::Ordering;
      Op.Family = "mbarrier";
      return Op;
    }
    // cp.async.{ca,cg}.shared.global[.N] [dst], [src], N: bytes per thread
    // from the name (NVVM) or the size operand (PTX).
    Op.K = MatrixOp::AsyncCopy;
    Op.Family = "cp.async";
    unsigned B = 0;
    if (Tok.back().getAsInteger(10, B)) {
      SmallVector<StringRef, 4> Ops;
      Operands.split(Ops, ',');
      if (Ops.size() >= 3)
        Ops[2].trim().getAsInteger(10, B);
    }
    Op.Bytes = B ? B : 16;
    Op.AddrRefs = addressRefs(Operands);
    return Op;
  }
  if (Tok[0] == "griddepcontrol") {
    // Programmatic dependent launch (cudaGridDependencySynchronize,
    // cudaTriggerProgrammaticLaunchCompletion: ggml's every kernel): the
    // wait is for the grid before this one, whose time is its own, not
    // this kernel's; here each is an issue slot that orders memory.
    Op.K = MatrixOp::Ordering;
    Op.Family = "griddepcontrol";
    return Op;
  }
  if (Tok[0] == "mbarrier") {
    Op.Family = "mbarrier";
    // A try_wait or test_wait is where the warp waits for the bulk copies
    // the barrier tracks; init, arrive, expect_tx only order.
    if (is_contained(Tok, "try_wait") || is_contained(Tok, "test_wait") ||
        is_contained(Tok, "wait")) {
      Op.K = MatrixOp::AsyncWait;
      Op.Bulk = true;
    } else {
      Op.K = MatrixOp::Ordering;
    }
    return Op;
  }
  if (Tok[0] == "cp") {
    Op.Family = "cp.reduce.async.bulk";
    return Op;
  }
  if (Tok[0] == "tcgen05") {
    Op.Family = "tcgen05";
    return Op;
  }
  return std::nullopt;
}

} // namespace

MatrixOpRole addMatrixOpCost(Segment &S, const MatrixOp &Op, unsigned AS,
                             unsigned WarpSize, KeyInstr Key,
                             ArrayRef<const AccessSummary *> Addr) {
  MatrixOpRole R;
  switch (Op.K) {
  case MatrixOp::MMA:
    S.TensorFlops[unsigned(Op.Type)] += Op.FlopsPerWarp;
    S.count(InstrClass::Misc) += 1;
    if (!S.hasKey(KeyInstr::Compute)) {
      Key.K = KeyInstr::Compute;
      S.Keys.push_back(std::move(Key));
    }
    return R;
  case MatrixOp::LoadMatrix:
  case MatrixOp::StoreMatrix:
  case MatrixOp::AsyncCopy: {
    bool Copy = Op.K == MatrixOp::AsyncCopy;
    R.Memory = true;
    R.Store = Op.K == MatrixOp::StoreMatrix;
    if (Copy || Op.Bulk)
      AS = ASGlobal;
    // What the lanes' addresses say: ldmatrix's rows, a copy's source
    // (sectors, cache level) and destination (bank conflicts).
    auto Analysed = [&](unsigned I) {
      return !Op.Bulk && I < Addr.size() ? Addr[I] : nullptr;
    };
    const AccessSummary *Lanes = Analysed(Copy ? 1 : 0);
    const AccessSummary *Dst = Copy ? Analysed(0) : nullptr;
    AccessSummary A;
    if (Lanes) {
      A = *Lanes;
    } else {
      A.AddrSpace = AS;
      A.Level = levelOfAddrSpace(AS);
      A.Size = Copy ? Op.Bytes : 16;
      A.Bytes = A.IdealBytes =
          Copy && !Op.Bulk ? double(Op.Bytes) * WarpSize : Op.Bytes;
      A.Transactions = A.IdealTransactions =
          std::max(1.0, A.Bytes / (AS == ASShared ? 128.0 : 32.0));
    }
    Key.K = R.Store ? KeyInstr::Store : KeyInstr::Load;
    Key.Text = llvm::formatv("{0} ({1} B per {2})", Op.Family, Op.Bytes,
                             Op.Bulk ? "instruction"
                             : Copy  ? "thread"
                                     : "warp")
                   .str();
    addAccessCost(S, A, !R.Store, std::move(Key));
    // The copy lands in shared memory without the warp's registers: its
    // wait is a cp.async.wait, not a use.
    if (Copy) {
      MemTraffic &Sh = S.mem(MemLevel::Shared);
      Sh.StoreBytes += Dst ? Dst->Bytes : A.IdealBytes;
      Sh.AsyncStoreBytes += A.IdealBytes;
    }
    R.IsLoad = Copy;
    R.Shared = AS == ASShared;
    return R;
  }
  case MatrixOp::AsyncCommit:
  case MatrixOp::AsyncWait:
    S.count(InstrClass::Misc) += 1;
    // Nothing that reads shared memory moves above a wait.
    R.Fence = Op.K == MatrixOp::AsyncWait;
    return R;
  case MatrixOp::Ordering:
  case MatrixOp::Unmodelled:
    S.count(InstrClass::Misc) += 1;
    R.Fence = true;
    return R;
  case MatrixOp::Load:
  case MatrixOp::Store: {
    // A plain access: what its lanes' addresses move, as for an IR load;
    // without them, perfectly coalesced.
    bool Store = Op.K == MatrixOp::Store;
    AccessSummary A;
    if (!Addr.empty() && Addr[0]) {
      A = *Addr[0];
    } else {
      A.AddrSpace = Op.AddrSpace == ASGeneric ? AS : Op.AddrSpace;
      A.Level = levelOfAddrSpace(A.AddrSpace);
      A.Size = Op.Bytes;
      A.Bytes = A.IdealBytes = double(Op.Bytes) * WarpSize;
      A.Transactions = A.IdealTransactions =
          std::max(1.0, A.Bytes / (A.AddrSpace == ASShared ? 128.0 : 32.0));
    }
    Key.K = Store ? KeyInstr::Store : KeyInstr::Load;
    Key.Text = llvm::formatv("{0} {1} written as PTX ({2} B per thread)",
                             Store ? "store" : "load",
                             addrSpaceName(A.AddrSpace), Op.Bytes)
                   .str();
    addAccessCost(S, A, !Store, std::move(Key));
    R.Memory = true;
    R.Store = Store;
    R.IsLoad = !Store;
    R.Shared = A.AddrSpace == ASShared;
    R.Fence = Op.Ordered;
    return R;
  }
  }
  return R;
}

std::vector<StringRef> ptxStatements(StringRef Asm) {
  SmallVector<StringRef, 8> Parts;
  Asm.split(Parts, ';', -1, false);
  std::vector<StringRef> Out;
  for (StringRef St : Parts) {
    St = St.trim();
    while (St.consume_front("{") || St.consume_front("}"))
      St = St.trim();
    // Declarations (.reg .pred p) are not instructions.
    if (!St.empty() && !St.starts_with("."))
      Out.push_back(St);
  }
  return Out;
}

unsigned costInlineAsm(StringRef Asm,
                       function_ref<std::optional<int64_t>(unsigned)> ValueOf,
                       Segment &S, function_ref<void(const MatrixOp &)> OnMatrix) {
  unsigned Unknown = 0;
  for (StringRef Raw : ptxStatements(Asm)) {
    std::string St = bindAsmOperands(Raw, ValueOf);
    if (std::optional<MatrixOp> Op = classifyMatrixPTX(St))
      OnMatrix(*Op);
    else if (std::optional<InstrClass> C = classifyPTXArith(St))
      S.count(*C) += 1;
    else
      ++Unknown;
  }
  S.count(InstrClass::Misc) += Unknown;
  return Unknown;
}

std::string unknownAsmNote(unsigned N) {
  return formatv("inline asm: {0} instruction(s) counted as 1 issue cycle "
                 "each, assumed",
                 N)
      .str();
}

std::string bindAsmOperands(
    StringRef St, function_ref<std::optional<int64_t>(unsigned)> ValueOf) {
  std::string Out;
  for (size_t I = 0; I < St.size();) {
    size_t J = I + 1;
    while (St[I] == '$' && J < St.size() && isDigit(St[J]))
      ++J;
    unsigned N = 0;
    std::optional<int64_t> V;
    if (J > I + 1 && !St.slice(I + 1, J).getAsInteger(10, N))
      V = ValueOf(N);
    if (V)
      Out += std::to_string(*V);
    else
      Out += St.slice(I, J).str();
    I = J;
  }
  return Out;
}

std::optional<MatrixOp> classifyMatrixName(StringRef Name) {
  std::optional<MatrixOp> Op = classify(Name, "");
  // The intrinsics and nvvm ops take the row address first, and a copy's
  // destination before its source.
  if (Op && (Op->Family == "ldmatrix" || Op->Family == "stmatrix"))
    Op->AddrRefs = {0};
  else if (Op && Op->K == MatrixOp::AsyncCopy && !Op->Bulk)
    Op->AddrRefs = {0, 1};
  return Op;
}

std::optional<MatrixOp> classifyMatrixPTX(StringRef Statement) {
  StringRef S = Statement.trim();
  // A predicate guard (@p) does not change what the instruction is.
  if (S.starts_with("@"))
    S = S.split(' ').second.trim();
  auto [Mnemonic, Operands] = S.split(' ');
  if (std::optional<MatrixOp> Op = plainMemory(Mnemonic.trim(), Operands))
    return Op;
  return classify(Mnemonic.trim(), Operands);
}

} // namespace lhf
