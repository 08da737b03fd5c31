.PHONY: run test build
build:
	swift build -c release
run:
	bash scripts/run
test:
	bash scripts/test
.PHONY: reliability
reliability:
	bash scripts/reliability
