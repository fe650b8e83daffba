//===- HostLaunches.cpp - Launches taken from the host code ---------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Passes/HostLaunches.h"

#include "lhf/Model/HostExpr.h"
#include "lhf/Model/InputLimits.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/DynamicLibrary.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <dlfcn.h>

using namespace llvm;

namespace lhf {

void loadHostPluginInClang() {
  // clang's plugin registry: present only in a process that has clang.
  if (!dlsym(RTLD_DEFAULT, "_ZN4llvm8RegistryIN5clang15PluginASTActionEE4HeadE"))
    return;
  if (dlsym(RTLD_DEFAULT, "lhf_host_launches_json"))
    return; // -fplugin=LHFHost.so loaded it already
  std::string Dir = thisBinaryDirectory();
  if (Dir.empty())
    return;
  SmallString<256> Path(Dir);
  sys::path::append(Path, "LHFHost.so");
  std::string Err;
  // Without it, launches need -lhf-block/-lhf-grid as before; the remark
  // asking for them says so.
  sys::DynamicLibrary::getPermanentLibrary(Path.c_str(), &Err);
}

namespace {

Error err(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

/// The launches document: the -lhf-host-launches file (read once per
/// path, not once per kernel), else what LHFHost.so recorded in this
/// process (parsed once per text), else none.
Expected<const json::Array *> hostLaunches() {
  static std::string CachedKey;
  static std::optional<json::Value> Cached;
  std::string Name = optionHostLaunches(), Key;
  const char *InProcess = nullptr;
  if (!Name.empty()) {
    Key = "file:" + Name;
  } else if (auto *Get = reinterpret_cast<const char *(*)()>(
                 dlsym(RTLD_DEFAULT, "lhf_host_launches_json"))) {
    Name = "LHFHost.so";
    InProcess = Get();
    Key = std::string("text:") + InProcess;
  } else {
    return nullptr;
  }
  if (!Cached || Key != CachedKey) {
    std::unique_ptr<MemoryBuffer> File;
    if (!InProcess) {
      Expected<std::unique_ptr<MemoryBuffer>> Buf =
          readBoundedFile(Name, "host launches file", MaxLaunchFileBytes);
      if (!Buf)
        return Buf.takeError();
      File = std::move(*Buf);
    }
    Expected<json::Value> Doc =
        parseJSONDocument(File ? File->getBuffer() : InProcess, Name);
    if (!Doc)
      return Doc.takeError();
    Cached = std::move(*Doc);
    CachedKey = std::move(Key);
  }
  const json::Object *Root = Cached->getAsObject();
  const json::Array *A = Root ? Root->getArray("launches") : nullptr;
  if (!A)
    return err(Name + ": launches: missing (expected {\"launches\": [...]})");
  return A;
}

/// Evaluates one launch's expressions: host variables take the -lhf-arg
/// binding of that name, else their initializer's value.
class SiteEvaluator {
public:
  SiteEvaluator(const json::Object &Site, LaunchSpec &L) : Site(Site), L(L) {}

  std::optional<int64_t> eval(StringRef Text, std::string &Why) {
    return evaluateHostExpr(
        Text,
        [&](StringRef Name, std::string &W) { return lookup(Name, W); }, Why);
  }

  std::optional<Dim3> dim(StringRef Field, std::string &Why) {
    const json::Array *A = Site.getArray(Field);
    if (!A || A->size() != 3) {
      Why = "not an expression lhf reads";
      return std::nullopt;
    }
    uint64_t V[3];
    for (unsigned I = 0; I < 3; ++I) {
      std::optional<StringRef> T = (*A)[I].getAsString();
      std::optional<int64_t> N = T ? eval(*T, Why) : std::nullopt;
      if (!N)
        return std::nullopt;
      if (*N <= 0) {
        Why = formatv("{0} is {1}", *T, *N).str();
        return std::nullopt;
      }
      V[I] = *N;
    }
    return Dim3{V[0], V[1], V[2]};
  }

  /// "n = 1048576 (host code)" for each variable read.
  std::string bindings() const {
    std::string S;
    for (const auto &[Name, How] : Used)
      S += (S.empty() ? "" : ", ") + Name + " = " + How;
    return S;
  }

private:
  const json::Object &Site;
  LaunchSpec &L;
  std::vector<std::pair<std::string, std::string>> Used;
  unsigned Depth = 0;

  std::optional<int64_t> lookup(StringRef Name, std::string &Why) {
    if (!is_contained(L.HostNames, Name))
      L.HostNames.push_back(Name.str());
    auto Note = [&](int64_t V, StringRef How) {
      if (none_of(Used, [&](auto &U) { return U.first == Name; }))
        Used.push_back({Name.str(), formatv("{0} ({1})", V, How).str()});
      return V;
    };
    auto It = L.Args.find(Name.str());
    if (It != L.Args.end())
      return Note(It->second, "-lhf-arg");
    const json::Object *Vars = Site.getObject("vars");
    std::optional<StringRef> Init =
        Vars ? Vars->getString(Name) : std::nullopt;
    if (!Init || Depth > 16) {
      Why = (Name + " has no value: pass -lhf-arg=" + Name + "=<int>").str();
      return std::nullopt;
    }
    ++Depth;
    std::optional<int64_t> V = eval(*Init, Why);
    --Depth;
    if (!V)
      return std::nullopt;
    return Note(*V, "host code");
  }
};

} // namespace

Expected<std::vector<LaunchSpec>> launchesFor(StringRef Mangled) {
  Expected<LaunchSpec> Given = launchFor(Mangled);
  if (!Given)
    return Given.takeError();
  if (Given->Block && Given->Grid)
    return std::vector<LaunchSpec>{std::move(*Given)};
  Expected<const json::Array *> Sites = hostLaunches();
  if (!Sites)
    return Sites.takeError();
  // -lhf-arg may bind any host variable a launch reads, of any kernel.
  for (const json::Value &V : *Sites ? **Sites : json::Array())
    if (const json::Object *Site = V.getAsObject())
      if (const json::Object *Vars = Site->getObject("vars"))
        for (const auto &KV : *Vars)
          if (!is_contained(Given->HostNames, KV.first.str()))
            Given->HostNames.push_back(KV.first.str());
  std::vector<LaunchSpec> Out;
  for (const json::Value &V : *Sites ? **Sites : json::Array()) {
    const json::Object *Site = V.getAsObject();
    if (!Site || Site->getString("kernel") != Mangled)
      continue;
    LaunchSpec L = *Given;
    SiteEvaluator E(*Site, L);
    std::string Where = formatv("{0}:{1}", Site->getString("file").value_or(""),
                                Site->getInteger("line").value_or(0))
                            .str();
    std::string Text = Site->getString("text").value_or("").str();
    std::vector<std::string> Taken;
    auto Dim = [&](StringRef Field, std::optional<Dim3> &Out) {
      if (Out)
        return;
      std::string Why;
      if ((Out = E.dim(Field, Why)))
        Taken.push_back(Field.str());
      else
        L.Notes.push_back(formatv("the {0} of the launch at {1} ({2}) is "
                                  "unknown: {3}",
                                  Field, Where, Text, Why));
    };
    Dim("block", L.Block);
    Dim("grid", L.Grid);
    if (!L.DynamicSmem)
      if (std::optional<StringRef> S = Site->getString("dynamic_smem")) {
        std::string Why;
        std::optional<int64_t> N = E.eval(*S, Why);
        if (N && *N >= 0) {
          L.DynamicSmem = *N;
          if (*N)
            Taken.push_back("dynamic shared memory");
        }
      }
    if (const json::Array *Args = Site->getArray("args"))
      for (unsigned I = 0; I < Args->size(); ++I)
        if (std::optional<StringRef> T = (*Args)[I].getAsString()) {
          std::string Why;
          if (std::optional<int64_t> N = E.eval(*T, Why))
            L.HostArgs[I] = *N;
        }
    std::string Bound = E.bindings();
    std::string What = Taken.empty() ? "" : Taken.back();
    if (Taken.size() > 1)
      What = join(ArrayRef(Taken).drop_back(), ", ") + " and " + What;
    L.From = formatv("{0} from the host code at {1}: {2}{3}{4}", What, Where,
                     Text, Bound.empty() ? "" : " with ", Bound)
                 .str();
    if (Taken.empty())
      L.From.clear();
    Out.push_back(std::move(L));
  }
  if (Out.empty())
    Out.push_back(std::move(*Given));
  return Out;
}

} // namespace lhf
