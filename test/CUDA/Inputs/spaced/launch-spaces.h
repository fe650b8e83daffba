// Found through the directory of the file that includes it.
constexpr float kFactor = 2.0f;
