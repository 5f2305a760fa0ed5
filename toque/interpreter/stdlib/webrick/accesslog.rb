# WEBrick::AccessLog: the access-log formats (Apache's %-directives) and their fields.

module WEBrick
  module AccessLog
    class AccessLogError < StandardError; end

    CLF_TIME_FORMAT = "[%d/%b/%Y:%H:%M:%S %Z]"
    COMMON_LOG_FORMAT = "%h %l %u %t \"%r\" %s %b"
    CLF = COMMON_LOG_FORMAT
    REFERER_LOG_FORMAT = "%{Referer}i -> %U"
    AGENT_LOG_FORMAT = "%{User-Agent}i"
    COMBINED_LOG_FORMAT = "#{CLF} \"%{Referer}i\" \"%{User-agent}i\""

    module_function

    def setup_params(config, req, res)
      {
        "a" => req.peeraddr[3], "b" => res.sent_size, "h" => req.peeraddr[2],
        "l" => "-", "m" => req.request_method, "p" => req.port, "q" => req.query_string,
        "r" => req.request_line.sub(/\x0d?\x0a\z/o, ""), "s" => res.status,
        "t" => req.request_time, "T" => Time.now - req.request_time,
        "u" => req.user || "-", "U" => req.unparsed_uri, "v" => config[:ServerName],
      }
    end

    def format(format_string, params)
      format_string.gsub(/\%(?:\{(.*?)\})?>?([a-zA-Z%])/) do
        param, spec = $1, $2
        case spec[0]
        when "e", "i", "n", "o"
          raise AccessLogError, "parameter is required for \"#{spec}\"" unless param
          (v = params[spec][param]) ? escape(v.to_s) : "-"
        when "t"
          params[spec].strftime(param || CLF_TIME_FORMAT)
        when "p"
          escape(params["p"].to_s)
        when "%"
          "%"
        else
          escape(params[spec].to_s)
        end
      end
    end

    def escape(data)
      data.gsub(/[[:cntrl:]\\]+/) { $&.dump[1...-1] }
    end
  end
end
