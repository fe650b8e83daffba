//===- InputLimits.cpp - Bounded reads of user files ----------------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Model/InputLimits.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"

using namespace llvm;

namespace lhf {

namespace {
Error err(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}
} // namespace

Expected<std::unique_ptr<MemoryBuffer>>
readBoundedFile(StringRef Path, StringRef What, uint64_t MaxBytes) {
  sys::fs::file_status St;
  if (std::error_code EC = sys::fs::status(Path, St))
    return err(formatv("{0}: cannot read {1}: {2}", Path, What, EC.message()));
  if (St.type() != sys::fs::file_type::regular_file)
    return err(formatv("{0}: cannot read {1}: not a regular file", Path,
                       What));
  if (St.getSize() > MaxBytes)
    return err(formatv("{0}: cannot read {1}: {2} bytes, over the limit of "
                       "{3} bytes",
                       Path, What, St.getSize(), MaxBytes));
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buf =
      MemoryBuffer::getFile(Path, /*IsText=*/true);
  if (!Buf)
    return err(formatv("{0}: cannot read {1}: {2}", Path, What,
                       Buf.getError().message()));
  // The file may have grown between the two looks.
  if ((*Buf)->getBufferSize() > MaxBytes)
    return err(formatv("{0}: cannot read {1}: over the limit of {2} bytes",
                       Path, What, MaxBytes));
  return std::move(*Buf);
}

Error checkJSONDepth(StringRef Text, StringRef FileName) {
  unsigned Depth = 0;
  bool InString = false, Escaped = false;
  for (char C : Text) {
    if (InString) {
      if (Escaped)
        Escaped = false;
      else if (C == '\\')
        Escaped = true;
      else if (C == '"')
        InString = false;
      continue;
    }
    if (C == '"') {
      InString = true;
    } else if (C == '[' || C == '{') {
      if (++Depth > MaxJSONDepth)
        return err(formatv("{0}: JSON nested deeper than {1} levels: not "
                           "parsed",
                           FileName, MaxJSONDepth));
    } else if ((C == ']' || C == '}') && Depth) {
      --Depth;
    }
  }
  return Error::success();
}

Expected<json::Value> parseJSONDocument(StringRef Text, StringRef FileName) {
  if (Error E = checkJSONDepth(Text, FileName))
    return std::move(E);
  Expected<json::Value> Doc = json::parse(Text);
  if (!Doc)
    return err(FileName + ": malformed JSON: " + toString(Doc.takeError()));
  return Doc;
}

std::string loopNestRefusal(unsigned Depth) {
  if (Depth <= MaxLoopNestDepth)
    return "";
  return formatv("no prediction: loops nested {0} deep, over the limit of "
                 "{1} (the kernel is not analysed)",
                 Depth, MaxLoopNestDepth)
      .str();
}

} // namespace lhf
