# WEBrick::HTMLUtils: HTML escaping for the pages WEBrick writes.

module WEBrick
  module HTMLUtils
    module_function

    def escape(string)
      return "" unless string
      string.gsub(/[&"<>]/, "&" => "&amp;", '"' => "&quot;", ">" => "&gt;", "<" => "&lt;")
    end
  end
end
