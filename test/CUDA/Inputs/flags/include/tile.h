// A project header: found only with -I (or the compilation database).
#define TILE 32
