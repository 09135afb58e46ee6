// @tidewater/ui — components of the Tidewater marina office app.
//
//   import { Button, BerthCard } from '@tidewater/ui'      // named imports
//   app.use(TidewaterUI)                                    // or register all as <TwButton>, <TwBerthCard>, ...

import Icon from './components/Icon.vue'
import Spinner from './components/Spinner.vue'
import Button from './components/Button.vue'
import IconButton from './components/IconButton.vue'
import Badge from './components/Badge.vue'
import Tag from './components/Tag.vue'
import Avatar from './components/Avatar.vue'
import AvatarGroup from './components/AvatarGroup.vue'
import Tooltip from './components/Tooltip.vue'

import TextInput from './components/forms/TextInput.vue'
import SearchField from './components/forms/SearchField.vue'
import Textarea from './components/forms/Textarea.vue'
import Select from './components/forms/Select.vue'
import NativeSelect from './components/forms/NativeSelect.vue'
import Checkbox from './components/forms/Checkbox.vue'
import Switch from './components/forms/Switch.vue'
import Radio from './components/forms/Radio.vue'
import RadioGroup from './components/forms/RadioGroup.vue'
import DatePicker from './components/forms/DatePicker.vue'

import Card from './components/layout/Card.vue'
import CardHeader from './components/layout/CardHeader.vue'
import AppHeader from './components/layout/AppHeader.vue'
import SidebarNav from './components/layout/SidebarNav.vue'
import NavItem from './components/layout/NavItem.vue'
import Tabs from './components/layout/Tabs.vue'
import Tab from './components/layout/Tab.vue'
import Breadcrumbs from './components/layout/Breadcrumbs.vue'
import BreadcrumbItem from './components/layout/BreadcrumbItem.vue'
import Modal from './components/layout/Modal.vue'

import Alert from './components/feedback/Alert.vue'
import LegacyAlert from './components/feedback/LegacyAlert.vue'
import Toast from './components/feedback/Toast.vue'
import ProgressBar from './components/feedback/ProgressBar.vue'
import EmptyState from './components/feedback/EmptyState.vue'

import StatCard from './components/data/StatCard.vue'
import Pagination from './components/data/Pagination.vue'

import BerthCard from './components/marina/BerthCard.vue'

export { ICON_NAMES } from './icons/paths.js'
export { default as sizeable } from './mixins/sizeable.js'
export { default as formField } from './mixins/formField.js'

const components = {
  Icon,
  Spinner,
  Button,
  IconButton,
  Badge,
  Tag,
  Avatar,
  AvatarGroup,
  Tooltip,
  TextInput,
  SearchField,
  Textarea,
  Select,
  NativeSelect,
  Checkbox,
  Switch,
  Radio,
  RadioGroup,
  DatePicker,
  Card,
  CardHeader,
  AppHeader,
  SidebarNav,
  NavItem,
  Tabs,
  Tab,
  Breadcrumbs,
  BreadcrumbItem,
  Modal,
  Alert,
  LegacyAlert,
  Toast,
  ProgressBar,
  EmptyState,
  StatCard,
  Pagination,
  BerthCard
}

export {
  Icon,
  Spinner,
  Button,
  IconButton,
  Badge,
  Tag,
  Avatar,
  AvatarGroup,
  Tooltip,
  TextInput,
  SearchField,
  Textarea,
  Select,
  NativeSelect,
  Checkbox,
  Switch,
  Radio,
  RadioGroup,
  DatePicker,
  Card,
  CardHeader,
  AppHeader,
  SidebarNav,
  NavItem,
  Tabs,
  Tab,
  Breadcrumbs,
  BreadcrumbItem,
  Modal,
  Alert,
  LegacyAlert,
  Toast,
  ProgressBar,
  EmptyState,
  StatCard,
  Pagination,
  BerthCard
}

export default {
  install(app, { prefix = 'Tw' } = {}) {
    for (const [name, component] of Object.entries(components)) {
      app.component(`${prefix}${name}`, component)
    }
  }
}
