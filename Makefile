# weft — see README.md. `make demo` and `make test` are all a newcomer needs.
GO      ?= go
WEFT    := bin/weft
FUZZTIME ?= 3m

.PHONY: all build jars deps junit demo test vet bench bench-static bench-explore bench-unfold bench-go fuzz stress clean

all: build

# deps checks the tools weft needs and says how to install what is missing.
deps:
	@command -v $(GO) >/dev/null || { echo "Go not found: install Go 1.26 (https://go.dev/dl)"; exit 2; }
	@command -v javac >/dev/null || { echo "javac not found: sudo apt-get install -y openjdk-17-jdk-headless"; exit 2; }
	@printf '#include <z3.h>\nint main(void){Z3_get_full_version();return 0;}\n' | \
	  gcc -x c - -lz3 -o /dev/null 2>/dev/null || { \
	  echo "libz3 not found (weft's smt package binds Z3 4.8 through cgo)."; \
	  echo "Install it with:  sudo apt-get install -y libz3-dev"; exit 2; }

# junit installs Debian's JUnit 4 and 5 jars when they are missing: the
# tests of weft run/explore --test compile and run JUnit tests with them.
JUNIT_DIR ?= /usr/share/java
export JUNIT_DIR
JUNIT_JARS := junit4.jar hamcrest-core.jar junit-jupiter-api.jar opentest4j.jar apiguardian-api.jar junit-platform-commons.jar junit-platform-console-standalone.jar
JUNIT_APT := apt-get install -y junit4 junit5

junit:
	@missing=; for j in $(JUNIT_JARS); do [ -f "$(JUNIT_DIR)/$$j" ] || missing="$$missing $$j"; done; \
	if [ -n "$$missing" ]; then \
	  echo "JUnit jars missing in $(JUNIT_DIR):$$missing"; \
	  if [ "$$(id -u)" = 0 ]; then sudo=; \
	  elif command -v sudo >/dev/null; then sudo=sudo; \
	  else echo "cannot install them without root or sudo; run as root:  $(JUNIT_APT)"; exit 2; fi; \
	  echo "installing: $$sudo $(JUNIT_APT)"; \
	  $$sudo $(JUNIT_APT) || { $$sudo apt-get update && $$sudo $(JUNIT_APT); } || \
	    { echo "installing JUnit failed; run:  sudo $(JUNIT_APT)"; exit 2; }; \
	  for j in $(JUNIT_JARS); do [ -f "$(JUNIT_DIR)/$$j" ] || { echo "$(JUNIT_DIR)/$$j still missing after $(JUNIT_APT)"; exit 2; }; done; \
	fi

jars: deps
	@benchmarks/build.sh
	@examples/build.sh

# VERSION is what weft --version prints and traces record: git describe
# of the checkout (a tag, or the commit, -dirty with uncommitted changes).
VERSION ?= $(shell git describe --always --dirty 2>/dev/null)
LDFLAGS := $(if $(VERSION),-X weft/explore.BuildVersion=$(VERSION))

build: deps jars
	@mkdir -p bin
	$(GO) build -ldflags "$(LDFLAGS)" -o $(WEFT) ./cmd/weft

DEMO_JAR := benchmarks/jars/wronglock.jar

# demo runs weft's main job on a bundled program: the ranked concurrent
# access pairs (analyze), then the exploration that finds the bug (explore
# exits 1 when it finds one), then a replay of the saved schedule.
demo: build
	@echo "== weft analyze: which accesses of different threads may race =="
	$(WEFT) analyze --top 5 $(DEMO_JAR)
	@echo
	@echo "== weft explore: steer the embedded JVM to the first bug =="
	@$(WEFT) explore --trace bin/demo.trace.json $(DEMO_JAR); st=$$?; \
	  if [ $$st -ne 1 ]; then echo "demo: expected explore to find the bug (exit 1), got $$st"; exit 1; fi
	@echo
	@echo "== weft replay: the saved schedule reproduces it =="
	@$(WEFT) replay bin/demo.trace.json; st=$$?; \
	  if [ $$st -ne 1 ]; then echo "demo: expected replay to reproduce the bug (exit 1), got $$st"; exit 1; fi

vet:
	$(GO) vet ./...
	@test -z "$$(gofmt -l $$(git ls-files '*.go'))" || { echo "gofmt needed:"; gofmt -l $$(git ls-files '*.go'); exit 1; }

test: build vet junit
	$(GO) test -count=1 -timeout 30m ./...

# bench prints the three evaluation tables (suite A's static pairs and
# explorations, suite B's unfoldings), then runs the Go benchmarks. Each
# table is also kept in bin/.
bench: bench-static bench-explore bench-unfold bench-go

BENCH_static_ARGS  :=
BENCH_explore_ARGS := --timeout 10s --runs 3
BENCH_unfold_ARGS  := --timeout 20s

bench-static bench-explore bench-unfold: bench-%: build
	$(WEFT) bench $* --dir benchmarks $(BENCH_$*_ARGS) > bin/bench-$*.txt; st=$$?; cat bin/bench-$*.txt; exit $$st

bench-go: build
	$(GO) test -run '^$$' -bench . -benchmem ./...

fuzz: deps
	$(GO) test -run '^$$' -fuzz FuzzParseClass -fuzztime $(FUZZTIME) ./classfile

# stress runs every suite-A jar under HotSpot (java -ea) many times.
stress: jars
	$(GO) run ./benchmarks/cmd/stress -runs 50 -readme benchmarks/README.md

clean:
	rm -rf bin benchmarks/jars benchmarks/build
