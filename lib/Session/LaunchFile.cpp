//===- LaunchFile.cpp - Per-kernel launches from a JSON file --------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Session/LaunchFile.h"

#include "lhf/Model/Demangle.h"
#include "lhf/Model/InputLimits.h"
#include "lhf/Session/Request.h"

using namespace llvm;

namespace lhf {

namespace {

Error err(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

/// A JSON integer; also a whole double that fits int64_t (llvm::json's own
/// conversion is undefined for doubles at 2^63).
std::optional<int64_t> integerOf(const json::Value &V) {
  if (std::optional<double> D = V.getAsNumber())
    if (!(*D > -9.2e18 && *D < 9.2e18))
      return std::nullopt;
  return V.getAsInteger();
}

Error readEntry(LaunchEntry &L, const json::Object &E, StringRef File,
                StringRef Key) {
  auto Where = [&](StringRef Field) {
    return (File + ": kernels." + Key + "." + Field).str();
  };
  auto Dim = [&](StringRef Field, std::optional<Dim3> &Out) -> Error {
    const json::Value *V = E.get(Field);
    if (!V)
      return Error::success();
    std::string Text;
    if (const json::Array *A = V->getAsArray()) {
      for (const json::Value &C : *A) {
        std::optional<int64_t> N = integerOf(C);
        if (!N)
          return err(Where(Field) + ": expected an array of integers");
        Text += (Text.empty() ? "" : ",") + std::to_string(*N);
      }
    } else if (std::optional<int64_t> N = integerOf(*V)) {
      Text = std::to_string(*N);
    } else {
      return err(Where(Field) + ": expected an integer or [x, y, z]");
    }
    Expected<Dim3> D = parseDim3(Text, Where(Field));
    if (!D)
      return D.takeError();
    Out = *D;
    return Error::success();
  };
  if (Error E2 = Dim("block", L.Block))
    return E2;
  if (Error E2 = Dim("grid", L.Grid))
    return E2;
  if (const json::Value *A = E.get("args")) {
    const json::Object *O = A->getAsObject();
    if (!O)
      return err(Where("args") + ": expected an object of name: integer");
    for (const auto &KV : *O) {
      std::optional<int64_t> N = integerOf(KV.second);
      if (!N)
        return err(Where("args." + KV.first.str()) + ": expected an integer");
      L.Args[KV.first.str()] = *N;
    }
  }
  // Bounded so that nothing wraps on the way (regs 4294967328 became 32,
  // dynamic_smem 2^64 - 1 "fitted" after the occupancy rounding overflowed);
  // whether the GPU can take it is the occupancy's question.
  auto U = [&](StringRef Field, auto &Out, int64_t Max) -> Error {
    const json::Value *V = E.get(Field);
    if (!V)
      return Error::success();
    std::optional<int64_t> N = integerOf(*V);
    if (!N || *N < 0 || *N > Max)
      return err(Where(Field) + ": expected an integer from 0 to " +
                 std::to_string(Max));
    Out = *N;
    return Error::success();
  };
  constexpr int64_t MaxRegs = 65536, MaxSmem = int64_t(1) << 32;
  if (Error E2 = U("regs", L.Regs, MaxRegs))
    return E2;
  if (Error E2 = U("dynamic_smem", L.DynamicSmem, MaxSmem))
    return E2;
  return U("static_smem", L.StaticSmem, MaxSmem);
}

/// The "kernels" object of a launch file.
Expected<const json::Object *> kernelsOf(const json::Value &Doc,
                                         StringRef FileName) {
  const json::Object *Root = Doc.getAsObject();
  if (const json::Object *Kernels = Root ? Root->getObject("kernels") : nullptr)
    return Kernels;
  return err(FileName + ": kernels: missing (expected {\"kernels\": "
                        "{\"<name>\": {...}}})");
}

/// Reads the entry \p V under key \p Key into \p L.
Error readEntryValue(LaunchEntry &L, const json::Value &V, StringRef File,
                     StringRef Key) {
  const json::Object *E = V.getAsObject();
  if (!E)
    return err(File + ": kernels." + Key + ": expected an object");
  return readEntry(L, *E, File, Key);
}

} // namespace

Error checkLaunchDocument(const json::Value &Doc, StringRef FileName) {
  Expected<const json::Object *> Kernels = kernelsOf(Doc, FileName);
  if (!Kernels)
    return Kernels.takeError();
  for (const auto &KV : **Kernels) {
    LaunchEntry Unused;
    if (Error E = readEntryValue(Unused, KV.second, FileName, KV.first))
      return E;
  }
  return Error::success();
}

Expected<LaunchEntry> launchEntry(const json::Value &Doc, StringRef FileName,
                                  StringRef Mangled) {
  Expected<const json::Object *> Kernels = kernelsOf(Doc, FileName);
  if (!Kernels)
    return Kernels.takeError();
  LaunchEntry L;
  std::string Demangled = demangledName(Mangled);
  std::string Base = withoutParameters(Demangled).str();
  for (StringRef Key : {Mangled, StringRef(Demangled), StringRef(Base)})
    if (const json::Value *V = (*Kernels)->get(Key)) {
      if (Error E = readEntryValue(L, *V, FileName, Key))
        return std::move(E);
      break;
    }
  return L;
}

Expected<LaunchEntry> parseLaunchFile(StringRef JSONText, StringRef FileName,
                                      StringRef Mangled) {
  Expected<json::Value> Doc = parseJSONDocument(JSONText, FileName);
  if (!Doc)
    return Doc.takeError();
  return launchEntry(*Doc, FileName, Mangled);
}

} // namespace lhf
