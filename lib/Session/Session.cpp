//===- Session.cpp - One analysis: a request and what it resolves ---------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Session/Session.h"

#include "lhf/Model/InputLimits.h"

using namespace llvm;

namespace lhf {

const KernelResources *Session::known(StringRef Name) const {
  auto It = Known.find(Name);
  return It == Known.end() ? nullptr : &It->second;
}

Error Session::readLaunchFile() {
  // Read and parsed once per session, not once per kernel (a module of
  // 1000 kernels with a 1.5 MB launch file).
  if (!Req.LaunchFile.empty() && !LaunchRead) {
    LaunchRead = true;
    Expected<std::unique_ptr<MemoryBuffer>> Buf =
        readBoundedFile(Req.LaunchFile, "launch file", MaxLaunchFileBytes);
    Expected<json::Value> Doc =
        Buf ? parseJSONDocument((*Buf)->getBuffer(), Req.LaunchFile)
            : Expected<json::Value>(Buf.takeError());
    Error Bad =
        Doc ? checkLaunchDocument(*Doc, Req.LaunchFile) : Doc.takeError();
    if (Bad)
      LaunchError = toString(std::move(Bad));
    else
      LaunchDoc = std::move(*Doc);
  }
  if (!LaunchError.empty())
    return createStringError(inconvertibleErrorCode(), LaunchError);
  return Error::success();
}

Expected<std::vector<ResolvedLaunch>>
Session::launches(const KernelSignature &Sig, const GPUDesc &G,
                  const KernelResources *Estimate) {
  if (Error E = readLaunchFile())
    return std::move(E);
  std::optional<LaunchEntry> Entry;
  if (LaunchDoc) {
    Expected<LaunchEntry> E = launchEntry(*LaunchDoc, Req.LaunchFile, Sig.Name);
    if (!E)
      return E.takeError();
    Entry = std::move(*E);
  }
  const KernelResources *K = known(Sig.Name);
  Expected<std::vector<ResolvedLaunch>> Ls = resolveLaunches(
      Req, LaunchInputs{Sig, G, Entry ? &*Entry : nullptr, Sites,
                        K ? K : Estimate});
  auto InRegs = LocalInRegisters.find(Sig.Name);
  if (Ls && InRegs != LocalInRegisters.end())
    for (ResolvedLaunch &L : *Ls) {
      L.Launch.LocalInRegisters = true;
      L.Assumptions.push_back({InRegs->second, Sig.Loc});
    }
  return Ls;
}

Expected<std::vector<KernelResult>>
Session::predict(const KernelSignature &Sig, const ChosenGPU &G,
                 function_ref<KernelDesc(const KernelLaunch &)> Build) {
  Expected<std::vector<ResolvedLaunch>> Ls = launches(Sig, *G.GPU);
  if (!Ls)
    return Ls.takeError();
  std::vector<KernelResult> Out;
  for (BuiltLaunch &B : buildLaunches(std::move(*Ls), Build))
    Out.push_back(evaluate(std::move(B), G));
  return Out;
}

} // namespace lhf
