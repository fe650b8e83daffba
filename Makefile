# The two set-up commands: `make demo` and `make test`. Both install what is
# missing (Debian packages), configure, and build with -j2.

BUILD    ?= build
JOBS     ?= 2
LLVM_BIN := /usr/lib/llvm-22/bin
PKGS     := llvm-22-dev llvm-22-tools clang-22 libclang-22-dev libmlir-22-dev \
            mlir-22-tools googletest libgtest-dev ninja-build cmake \
            python3-yaml python3-pytest
SUDO     := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all deps configure build demo test check clean

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

demo: build
	@echo "== lhf predict: the paper's naive matrix multiply (examples/matmul_naive.cu) on an RTX A6000, 1024x1024 =="
	$(BUILD)/bin/lhf predict examples/matmul_naive.cu --gpu a6000 --block 16,16 \
	  --grid 64,64 --arg wA=1024 --arg wB=1024
	@echo
	@echo "== the model's full breakdown on the paper's GPU (Tesla C1060, 16x16 blocks, WA=256), through opt =="
	$(LLVM_BIN)/opt -load-pass-plugin=$(BUILD)/lib/LHF.so -passes='print<lhf>' \
	  -lhf-gpu=tesla-c1060 -lhf-block=16,16 -lhf-grid=16,16 -lhf-arg=wA=256 \
	  -lhf-regs=10 -disable-output examples/matmul_naive.ll

test: build
	cmake --build $(BUILD) --target check-lhf

check: test

clean:
	rm -rf $(BUILD)
