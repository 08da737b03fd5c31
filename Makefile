.PHONY: run test build bench bench-quick
# swift build's scratch path (default .build); e.g. make build SCRATCH=.build-mine
SCRATCH ?= .build
build:
	bash scripts/build --scratch-path $(SCRATCH)
run:
	bash scripts/run
test:
	bash scripts/test
# Side by side with polybar, tint2 and lemonbar (about 5 min; bench-quick about 1 min).
bench:
	bash bench/run
bench-quick:
	bash bench/run --quick
