// A C view of toml++ (Debian's libtomlplusplus-dev, used header-only): parse a document and
// walk its nodes through a callback. PanelCore builds its own values from the walk, so no C++
// type and no Foundation crosses into Swift.
#ifndef STATUSPANEL_TOML_READER_H
#define STATUSPANEL_TOML_READER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// What one step of the walk is.
typedef enum {
    TOML_READER_STRING,
    TOML_READER_INTEGER,
    TOML_READER_FLOAT,
    TOML_READER_BOOLEAN,
    TOML_READER_DATE,
    TOML_READER_TIME,
    TOML_READER_DATE_TIME,
    TOML_READER_TABLE_BEGIN,
    TOML_READER_TABLE_END,
    TOML_READER_ARRAY_BEGIN,
    TOML_READER_ARRAY_END,
} toml_reader_kind;

/// Where something starts in the text, as toml++ reports it: 1-based line and column, columns
/// in Unicode scalars (a byte order mark is not counted); 0:0 for none.
typedef struct {
    uint32_t line;
    uint32_t column;
} toml_reader_position;

/// One node (or the end of a table or array). `key` is the node's key in its table, or NULL
/// for array elements, the root table and the *_END steps. Strings are UTF-8, not terminated.
/// `key_at` is where the key is written (for a table header, its last name); `value_at` where
/// the value starts, none for a table or array of tables written as `[header]`s, which have
/// no value text of their own (their key stands for them), except that each table of an
/// array of tables starts at its own `[[`.
typedef struct {
    toml_reader_kind kind;
    const char *key;
    size_t key_length;
    toml_reader_position key_at;
    toml_reader_position value_at;
    const char *string;
    size_t string_length;
    int64_t integer;
    double number;
    bool boolean;
} toml_reader_node;

typedef void (*toml_reader_visit)(const toml_reader_node *node, void *context);

/// toml++ 3.3 asserts on two inputs that it then reports as syntax errors itself (the shim lets
/// it go on): which of these checks failed before a syntax error, if one did. Its description
/// then says little, so the caller words the error.
typedef enum {
    TOML_READER_CHECK_NONE,
    /// A table header with no key after its `[` or `[[`.
    TOML_READER_CHECK_HEADER_KEY,
    /// `}` or a Unicode line break other than `\n` where an array value should start; also
    /// fails inside some malformed values, such as `2025-09-0( 0`.
    TOML_READER_CHECK_ARRAY_VALUE,
} toml_reader_check;

/// The outcome of `toml_reader_parse`: on a syntax error, where it begins (1-based line and
/// column, columns in Unicode scalars) and toml++'s description of it.
typedef struct {
    bool ok;
    uint32_t line;
    uint32_t column;
    char message[240];
    toml_reader_check check;
} toml_reader_result;

/// Parses `length` bytes of TOML (`text` may be NULL for none). When they are valid, calls `visit` for every node,
/// depth-first, starting with the root table's TABLE_BEGIN; table keys come in sorted order.
/// Never throws, and a failed assertion of toml++'s does not abort (`toml_reader_check`): an
/// allocation failure is reported as an error at 1:1, and so is a failed check that toml++ did
/// not go on to report as a syntax error itself.
toml_reader_result toml_reader_parse(const char *text, size_t length,
                                     toml_reader_visit visit, void *context);

#ifdef __cplusplus
}
#endif

#endif
