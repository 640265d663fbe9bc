#include "cli/main.hpp"

#include <exception>
#include <new>

#include <fmt/format.h>

#include "cli/errors.hpp"
#include "cli/output.hpp"
#include "cli/version.hpp"
#include "model/text.hpp"

namespace snake::cli {

std::string usage_line(std::string_view tool, std::string_view message, std::string_view prefix) {
  return fmt::format("{}{}: {} (see {} --help)\n", prefix, tool, one_line(message), tool);
}

int run(std::string_view tool, const std::function<int()>& body, const ErrorStyle& style) {
  const auto report = [&](std::string_view what, int code) {
    message(fmt::format("{}{}: {}\n", style.prefix, tool, one_line(what)));
    return code;
  };
  try {
    protect_standard_streams();
    return body();
  } catch (const VersionRequest&) {
    write_stdout(version_text(tool));
    return k_success;
  } catch (const UsageError& e) {
    message(usage_line(tool, e.what(), style.prefix));
    return style.usage;
  } catch (const InputError& e) {
    return report(e.what(), style.file);
  } catch (const OutputError& e) {
    return report(e.what(), style.file);
  } catch (const std::bad_alloc&) {
    return report("internal error: out of memory", style.internal);
  } catch (const std::exception& e) {
    return report(fmt::format("internal error: {}", e.what()), style.internal);
  } catch (...) {
    return report("internal error: an unknown exception", style.internal);
  }
}

}  // namespace snake::cli
