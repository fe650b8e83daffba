# The two set-up commands: `make demo` and `make test`. Both install what is
# missing (Debian packages), configure, and build with -j2.

BUILD    ?= build
JOBS     ?= 2
LLVM_BIN := /usr/lib/llvm-22/bin
PKGS     := llvm-22-dev llvm-22-tools clang-22 libclang-22-dev libclang-rt-22-dev \
            libmlir-22-dev \
            mlir-22-tools googletest libgtest-dev ninja-build cmake \
            python3-yaml python3-pytest python3-matplotlib chromium \
            python3-venv python3-setuptools python3-wheel
SUDO     := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

# Robustness (docs/robustness.md): libFuzzer targets built with clang in
# their own directory, and the whole project under AddressSanitizer and
# UndefinedBehaviorSanitizer in another.
FUZZ_BUILD  ?= build-fuzz
ASAN_BUILD  ?= build-asan
FUZZ_TIME   ?= 60
SMOKE_TIME  ?= 10
FUZZERS     := gpu-desc launch model sim ir host-expr
# clang: UBSan's reports honour log_path (gcc's libubsan ignores it) and
# -fsanitize=undefined includes float-cast-overflow (not with gcc).
# ASAN_CXX=g++ works too, with libasan.so preloaded.
ASAN_CXX    ?= $(LLVM_BIN)/clang++
ASAN_RT      = $(shell $(ASAN_CXX) -print-file-name=$(if $(findstring clang,$(ASAN_CXX)),libclang_rt.asan-x86_64.so,libasan.so))

.PHONY: all deps configure build demo test check clean validate bench fuzz fuzz-smoke \
        fuzz-build fuzz-run test-asan torture

all: build

# Install only what is missing, so that a prepared machine needs no network.
deps:
	@missing=""; for p in $(PKGS); do \
	  dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi

$(BUILD)/build.ninja:
	cmake -G Ninja -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release

configure: deps $(BUILD)/build.ninja

build: configure
	cmake --build $(BUILD) -j $(JOBS)

# Only what the demo runs (the driver, with LHFHost.so, and the plugin):
# the tests, fuzzers and the MLIR plugin wait for `make test`.
demo: configure
	cmake --build $(BUILD) -j $(JOBS) --target lhf LHF
	@echo "== lhf predict: the paper's naive matrix multiply (examples/matmul_naive.cu) on an RTX A6000, 1024x1024 =="
	$(BUILD)/bin/lhf predict examples/matmul_naive.cu --gpu a6000 --block 16,16 \
	  --grid 64,64 --arg wA=1024 --arg wB=1024
	@echo
	@echo "== the model's full breakdown on the paper's GPU (Tesla C1060, 16x16 blocks, WA=256), through opt =="
	$(LLVM_BIN)/opt -load-pass-plugin=$(BUILD)/lib/LHF.so -passes='print<lhf>' \
	  -lhf-gpu=tesla-c1060 -lhf-block=16,16 -lhf-grid=16,16 -lhf-arg=wA=256 \
	  -lhf-arg=wB=256 -lhf-regs=10 -disable-output examples/matmul_naive.ll
	@echo
	@echo "== the HTML report of a tiled SGEMM launched from its host code (examples/sgemm_tiled.cu) on an A100 =="
	$(BUILD)/bin/lhf predict examples/sgemm_tiled.cu --gpu A100 --json > $(BUILD)/demo-sgemm.json
	PYTHONPATH=python /usr/bin/python3 -m lhf report $(BUILD)/demo-sgemm.json \
	  --source-dir . -o $(BUILD)/demo-report.html
	@echo "report: $(BUILD)/demo-report.html (open it in a browser)"

# The fuzz smoke run first, so that the suite's summary closes the output.
test: build
	@$(MAKE) --no-print-directory fuzz-smoke
	cmake --build $(BUILD) --target check-lhf

check: test

# Accuracy against published timings (docs/accuracy.md).
validate: build
	python3 validation/validate.py --jobs $(JOBS)

# The whole adversarial corpus (issue 35; a slice runs in make test):
# every entry point on hostile input, 0 crashes, hangs, silent numbers.
torture: build
	python3 fuzz/adversarial.py --jobs $(JOBS) --build $(BUILD)

# Speed: compile-time overhead and analysis-time scaling (bench/RESULTS.md).
bench: build
	python3 bench/bench.py --build $(BUILD)

# Only the model, session and view libraries, lib/Passes and the fuzz
# targets are compiled; asserts stay on.
$(FUZZ_BUILD)/build.ninja:
	cmake -G Ninja -S . -B $(FUZZ_BUILD) -DCMAKE_BUILD_TYPE=RelWithDebInfo \
	  "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -g" \
	  -DCMAKE_CXX_COMPILER=$(LLVM_BIN)/clang++ -DLHF_ENABLE_FUZZERS=ON \
	  -DLHF_ENABLE_MLIR=OFF

fuzz-build: deps $(FUZZ_BUILD)/build.ninja
	cmake --build $(FUZZ_BUILD) -j $(JOBS) --target lhf-fuzzers

# Each target for FUZZ_SECONDS on its seeds (fuzz/corpus/<target>, plus
# gpus/ for the GPU parser), learning into FUZZ_CORPUS/<target>; crashes in
# $(FUZZ_BUILD)/artifacts/, each target's log in $(FUZZ_BUILD)/fuzz-*.log.
FUZZ_SECONDS ?= $(FUZZ_TIME)
FUZZ_CORPUS  ?= $(FUZZ_BUILD)/corpus
FUZZ_FLAGS   ?=
fuzz-run:
	@mkdir -p $(FUZZ_BUILD)/artifacts; status=0; ok=0; bad=0; \
	for t in $(FUZZERS); do \
	  mkdir -p $(FUZZ_CORPUS)/$$t; \
	  dict=; [ -f fuzz/$$t.dict ] && dict=-dict=fuzz/$$t.dict; \
	  seeds=fuzz/corpus/$$t; [ $$t = gpu-desc ] && seeds="$$seeds gpus"; \
	  [ $$t = sim ] && seeds=fuzz/corpus/model; \
	  maxlen=-max_len=131072; case $$t in model|sim) maxlen=;; esac; \
	  log=$(FUZZ_BUILD)/fuzz-$$t.log; start=$$(date +%s); \
	  if $(FUZZ_BUILD)/bin/lhf-fuzz-$$t -max_total_time=$(FUZZ_SECONDS) \
	      $(FUZZ_FLAGS) $$maxlen -print_final_stats=1 $$dict \
	      -artifact_prefix=$(FUZZ_BUILD)/artifacts/$$t- \
	      $(FUZZ_CORPUS)/$$t $$seeds >$$log 2>&1; then \
	    ok=$$((ok + 1)); \
	    echo "fuzz $$t: $$(grep -o 'number_of_executed_units: *[0-9]*' $$log | grep -o '[0-9]*$$') inputs in $$(( $$(date +%s) - start )) s, no failure"; \
	  else \
	    status=1; bad=$$((bad + 1)); echo "fuzz $$t: FAILED (log: $$log)"; \
	    grep -v '^#\|NEW_FUNC\|^INFO' $$log | grep -v '^    #[0-9]' | tail -40; \
	  fi; \
	done; echo "fuzzers: $$ok passed, $$bad failed"; exit $$status

# instr-monotone is a property the paper's formulas do not have (more
# issue time can hide more of two waits, docs/robustness.md): skipped
# unless FUZZ_SKIP= is given.
FUZZ_SKIP ?= instr-monotone
fuzz: fuzz-build
	@echo "fuzz: skipping: $(FUZZ_SKIP) (docs/robustness.md)"
	@LHF_FUZZ_SKIP=$(FUZZ_SKIP) $(MAKE) --no-print-directory fuzz-run \
	  FUZZ_SECONDS=$(FUZZ_TIME)

# The short run of `make test`: reproducible (fixed seed, a bounded number
# of inputs, a fresh corpus), at most SMOKE_TIME s a target, with the same
# skip as `make fuzz`.
SMOKE_RUNS ?= 10000
SMOKE_SKIP ?= $(FUZZ_SKIP)
fuzz-smoke: fuzz-build
	@echo "fuzz-smoke: skipping known violations: $(SMOKE_SKIP) (docs/robustness.md)"
	@rm -rf $(FUZZ_BUILD)/smoke-corpus
	@LHF_FUZZ_SKIP=$(SMOKE_SKIP) $(MAKE) --no-print-directory fuzz-run \
	  FUZZ_SECONDS=$(SMOKE_TIME) FUZZ_CORPUS=$(FUZZ_BUILD)/smoke-corpus \
	  FUZZ_FLAGS="-seed=1 -runs=$(SMOKE_RUNS)"

# The plugin, the driver and the unit tests with ASan and UBSan, then every
# test. The plugin is loaded into the system opt, llc, clang and mlir-opt,
# which are not sanitized: the ASan runtime must be preloaded.
$(ASAN_BUILD)/build.ninja:
	cmake -G Ninja -S . -B $(ASAN_BUILD) -DCMAKE_BUILD_TYPE=RelWithDebInfo \
	  "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -g -DNDEBUG" \
	  -DCMAKE_CXX_COMPILER=$(ASAN_CXX) "-DLHF_SANITIZE=address;undefined"

# Reports also go to files, so that one in a test that expects a failure
# (`not opt ...`) is not lost.
SAN_LOGS = $(CURDIR)/$(ASAN_BUILD)/sanitizer-logs
test-asan: deps $(ASAN_BUILD)/build.ninja
	cmake --build $(ASAN_BUILD) -j $(JOBS)
	@rm -rf $(SAN_LOGS) && mkdir -p $(SAN_LOGS)
	LD_PRELOAD=$(ASAN_RT) \
	ASAN_OPTIONS=detect_leaks=0:log_path=$(SAN_LOGS)/asan \
	UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1:log_path=$(SAN_LOGS)/ubsan \
	  python3 test/run_all.py --lit $(LLVM_BIN)/lit \
	    --lit-dir $(ASAN_BUILD)/test --gtest $(ASAN_BUILD)/bin/LHFModelTests; \
	status=$$?; \
	if [ -n "$$(ls -A $(SAN_LOGS))" ]; then \
	  echo "test-asan: sanitizer reports in $(SAN_LOGS):"; \
	  head -n 40 $(SAN_LOGS)/*; exit 1; \
	fi; \
	echo "test-asan: no sanitizer reports"; exit $$status

clean:
	rm -rf $(BUILD) $(FUZZ_BUILD) $(ASAN_BUILD)
