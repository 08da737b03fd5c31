// toml++ is compiled in header-only mode without exceptions: parse() returns a parse_result
// instead of throwing, so nothing unwinds through the C boundary.
#define TOML_HEADER_ONLY 1
#define TOML_EXCEPTIONS 0
#include <toml++/toml.h>

#include <cstring>
#include <new>
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

} // namespace

extern "C" toml_reader_result toml_reader_parse(const char *text, size_t length,
                                                toml_reader_visit visit, void *context) {
    try {
        toml::parse_result parsed = toml::parse(std::string_view(text ? text : "", text ? length : 0));
        if (!parsed) {
            const toml::parse_error &error = parsed.error();
            return failure(error.source().begin.line, error.source().begin.column, error.description());
        }
        Walker{visit, context}.node(parsed.table(), nullptr);
        toml_reader_result ok{};
        ok.ok = true;
        return ok;
    } catch (const std::bad_alloc &) {
        return failure(1, 1, "out of memory");
    }
}
