// toml++ is compiled in header-only mode without exceptions: parse() returns a parse_result
// instead of throwing, so nothing unwinds through the C boundary.
#define TOML_HEADER_ONLY 1
#define TOML_EXCEPTIONS 0

// toml++ 3.3 (Debian's) asserts on two inputs that it then reports as syntax errors itself, both
// found by scripts/fuzz (toml_reader_check). An assertion aborts, or with NDEBUG becomes an
// assumption (undefined behaviour). TOML_ASSERT is toml++'s hook for its assertions: note the
// failed check and let the parser go on to its error. NDEBUG is undone so that
// TOML_ASSERT_ASSUME goes through the hook too.
#undef NDEBUG
namespace { thread_local const char *failedCheck; }
#define TOML_ASSERT(expr) ((expr) ? (void)0 : (void)(failedCheck = #expr))
#include <toml++/toml.h>

#include <cstring>
#include <new>
#include <string>
#include <string_view>

#include "toml_reader.h"

namespace {

toml_reader_position at(const toml::source_position &p) { return {p.line, p.column}; }

/// Whether `value` is written as `[header]`s rather than as a value: a table that is not
/// inline, or an array of such tables (`[[name]]`).
bool isHeader(const toml::node &value) {
    if (auto table = value.as_table()) return !table->is_inline();
    auto array = value.as_array();
    return array && !array->empty() && isHeader(array->front());
}

struct Walker {
    toml_reader_visit visit;
    void *context;

    void end(toml_reader_kind kind) const {
        toml_reader_node node{};
        node.kind = kind;
        visit(&node, context);
    }

    /// `key` is null for array elements and the root table.
    void node(const toml::node &value, const toml::key *key) const {
        toml_reader_node out{};
        if (key) {
            out.key = key->str().data();
            out.key_length = key->str().size();
            out.key_at = at(key->source().begin);
        }
        // A header's table inside an array of tables keeps its `[[`: it has no key to stand for it.
        if (!key || !isHeader(value)) out.value_at = at(value.source().begin);
        switch (value.type()) {
        case toml::node_type::table:
            out.kind = TOML_READER_TABLE_BEGIN;
            visit(&out, context);
            for (auto &&[k, v] : *value.as_table()) node(v, &k);
            return end(TOML_READER_TABLE_END);
        case toml::node_type::array:
            out.kind = TOML_READER_ARRAY_BEGIN;
            visit(&out, context);
            for (auto &&v : *value.as_array()) node(v, nullptr);
            return end(TOML_READER_ARRAY_END);
        case toml::node_type::string: {
            const std::string &s = value.as_string()->get();
            out.kind = TOML_READER_STRING;
            out.string = s.data();
            out.string_length = s.size();
            break;
        }
        case toml::node_type::integer:
            out.kind = TOML_READER_INTEGER;
            out.integer = value.as_integer()->get();
            break;
        case toml::node_type::floating_point:
            out.kind = TOML_READER_FLOAT;
            out.number = value.as_floating_point()->get();
            break;
        case toml::node_type::boolean:
            out.kind = TOML_READER_BOOLEAN;
            out.boolean = value.as_boolean()->get();
            break;
        case toml::node_type::date: out.kind = TOML_READER_DATE; break;
        case toml::node_type::time: out.kind = TOML_READER_TIME; break;
        case toml::node_type::date_time: out.kind = TOML_READER_DATE_TIME; break;
        case toml::node_type::none: return;
        }
        visit(&out, context);
    }
};

toml_reader_result failure(uint32_t line, uint32_t column, std::string_view message) {
    toml_reader_result result{};
    result.ok = false;
    result.line = line;
    result.column = column;
    size_t n = message.size() < sizeof result.message - 1 ? message.size() : sizeof result.message - 1;
    std::memcpy(result.message, message.data(), n);
    result.message[n] = 0;
    return result;
}

/// Which of the two known checks failed, if one did.
toml_reader_check knownCheck() {
    std::string_view check = failedCheck ? failedCheck : "";
    if (check == "is_bare_key_character(*cp) || is_string_delimiter(*cp)") return TOML_READER_CHECK_HEADER_KEY;
    if (check == "!is_value_terminator(*cp)") return TOML_READER_CHECK_ARRAY_VALUE;
    return TOML_READER_CHECK_NONE;
}

} // namespace

extern "C" toml_reader_result toml_reader_parse(const char *text, size_t length,
                                                toml_reader_visit visit, void *context) {
    try {
        std::string_view document(text ? text : "", text ? length : 0);
        failedCheck = nullptr;
        toml::parse_result parsed = toml::parse(document);
        if (!parsed) {
            const toml::parse_error &error = parsed.error();
            toml::source_position at = error.source().begin;
            toml_reader_result result = failure(at.line, at.column, error.description());
            result.check = knownCheck();
            return result;
        }
        // A check failed that toml++ did not turn into an error: trust nothing it parsed.
        if (failedCheck) return failure(1, 1, std::string("the parser failed its own check ") + failedCheck);
        Walker{visit, context}.node(parsed.table(), nullptr);
        toml_reader_result ok{};
        ok.ok = true;
        return ok;
    } catch (const std::bad_alloc &) {
        return failure(1, 1, "out of memory");
    }
}
