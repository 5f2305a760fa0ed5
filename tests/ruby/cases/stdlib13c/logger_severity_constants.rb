require 'logger'
p Logger::DEBUG, Logger::INFO, Logger::WARN, Logger::ERROR, Logger::FATAL, Logger::UNKNOWN, Logger::Severity::WARN
p Logger::VERSION.is_a?(String), Logger::Formatter::Format
